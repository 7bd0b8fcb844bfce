// Lighthouse (mobile preset: simulated slow 4G and 4x CPU slowdown) against Debian's Chromium.
import { spawn } from 'node:child_process';
import lighthouse from 'lighthouse';

/**
 * Starts a headless Chromium with a DevTools port for Lighthouse; resolves once it listens.
 * @returns {Promise<{ port: number, close: () => void }>}
 */
export async function startChromiumForLighthouse(executablePath, port) {
  const child = spawn(
    executablePath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return { port, close: () => child.kill('SIGTERM') };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`Chromium did not open its DevTools port ${port}.`);
}

/** Performance score (0-100) and the metrics behind it for one URL. */
export async function lighthouseScore(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const { categories, audits } = result.lhr;
  const ms = (id) => Math.round(audits[id]?.numericValue ?? Number.NaN);
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
  };
}

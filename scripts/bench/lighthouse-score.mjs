// Lighthouse (its default mobile settings: simulated slow 4G, 4x CPU slowdown, a phone screen)
// against Debian's Chromium, one page load per call.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { documentRenderHeader } from './bench-routes.mjs';
import { ARTIFACT_ID, CATEGORY_ID, pageStateConfig } from './page-state-artifact.mjs';

/**
 * Starts a headless Chromium with a profile of its own and a DevTools port it picks itself (no
 * clash with another browser); resolves once it listens. Lighthouse and the storage set-up (`browser-storage.mjs`) both drive this browser, so
 * what the set-up stores is what the measured page finds.
 * @returns {Promise<{ port: number, close: () => void }>}
 */
export async function startChromiumForLighthouse(executablePath) {
  const profile = mkdtempSync(join(tmpdir(), 'shop-bench-chromium-'));
  const child = spawn(
    executablePath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      // Chromium writes the port it listens on into its profile.
      const port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return { port, close: () => child.kill('SIGTERM') };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${executablePath} did not open its DevTools port.`);
}

/**
 * Lighthouse's storage reset clears these before the load; local storage is not among them, so
 * the session token and language stored before the run are what the page starts with (as for a
 * returning shopper), while the HTTP cache is still emptied (a first visit's downloads).
 */
const CLEARED_STORAGE = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'];

/** The figures the table shows, from one Lighthouse result. */
export function figuresOf(lhr) {
  const { categories, audits } = lhr;
  const numeric = (id) => audits[id]?.numericValue ?? Number.NaN;
  const summary = audits['resource-summary']?.details?.items ?? [];
  const row = (type) => summary.find((item) => item.resourceType === type);
  const score = (category) =>
    categories[category]?.score == null ? Number.NaN : Math.round(categories[category].score * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    jsBytes: row('script')?.transferSize ?? Number.NaN,
    requests: row('total')?.requestCount ?? Number.NaN,
  };
}

/**
 * One mobile Lighthouse run of `url` on the Chromium at `port`: the figures, the state of the
 * page it measured (see `readPageState`, with the document's `X-Shop-Render` header as `render`)
 * and the full result for a closer look.
 */
export async function runLighthouse(url, port, marker, throttlingMethod = 'simulate') {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', CATEGORY_ID],
    },
    {
      extends: 'lighthouse:default',
      settings: { clearStorageTypes: CLEARED_STORAGE, throttlingMethod },
      ...pageStateConfig(marker),
    },
  );
  if (!result) throw new Error(`Lighthouse returned no result for ${url}.`);
  if (result.lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  }
  const state = result.artifacts[ARTIFACT_ID];
  return {
    figures: figuresOf(result.lhr),
    state:
      state && !(state instanceof Error)
        ? { ...state, render: documentRenderHeader(result.artifacts.DevtoolsLog, url) }
        : state,
    lhr: result.lhr,
  };
}

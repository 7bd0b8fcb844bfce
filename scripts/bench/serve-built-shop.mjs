// Serves the built shop as the e2e suite does (scripts/serve-with-nginx.mjs: nginx with the
// images' configuration on the shop's ports, the compiled API on a fresh PGlite database), so the
// figures are those of the production setup. It takes ports 3000-3005 and 4000: stop `pnpm start`
// first.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChild } from '../processes.mjs';
import { API, HOST, waitForUrl } from '../shop-layout.mjs';

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Resolves with the shop's origins once the API and the host answer; rejects if the server stops
 * first (a port already taken, nginx missing).
 * @returns {Promise<{ origin: string, apiUrl: string }>}
 */
export async function serveBuiltShop() {
  const origin = `http://localhost:${HOST.port}`;
  const apiUrl = `http://localhost:${API.port}`;
  if (await answers(`${apiUrl}/health`)) {
    throw new Error(
      `Port ${API.port} already answers: stop \`pnpm start\` (or the e2e suite) first.`,
    );
  }
  let stopped;
  const stop = new Promise((_, reject) => {
    stopped = reject;
  });
  startChild('shop', 'node', ['scripts/serve-with-nginx.mjs'], {
    env: {
      // A fresh database, seeded at start: the developer's own data stays as it is.
      DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-bench-data-')),
      SHOP_NGINX_DIR: mkdtempSync(join(tmpdir(), 'shop-bench-nginx-')),
      LOG_LEVEL: 'warn',
    },
    onExit: (code, signal) =>
      stopped(new Error(`The shop's server stopped (${signal ?? `exit code ${code}`}).`)),
  });
  const ready = (async () => {
    const up =
      (await waitForUrl(`${apiUrl}/health`)) &&
      (await waitForUrl(`${origin}/runtime-config.json`, 10_000));
    if (!up) throw new Error('The shop did not answer in time.');
    return { origin, apiUrl };
  })();
  return Promise.race([ready, stop]);
}

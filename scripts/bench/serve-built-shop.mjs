// Serves the built shop on a port range of its own (host at `basePort`, remotes after it) with a
// fresh API database, so a benchmark never collides with `pnpm start` or the e2e journeys.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChild, stopAll } from '../processes.mjs';
import { API, distOf, HOST, REMOTES, waitForUrl } from '../shop-layout.mjs';
import { serveStatic } from '../static-server.mjs';

/** Manifest names of the remotes, in the order of `REMOTES`. */
const REMOTE_NAMES = ['catalog', 'product', 'cartCheckout', 'account', 'auth'];

/**
 * @param {{ basePort: number, apiPort: number }} ports
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
export async function serveBuiltShop({ basePort, apiPort }) {
  const origin = `http://localhost:${basePort}`;
  const apiBaseUrl = `http://localhost:${apiPort}`;
  startChild(API.name, 'pnpm', ['--filter', API.filter, 'start'], {
    env: {
      PORT: String(apiPort),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-bench-data-')),
      CORS_ORIGINS: origin,
      PUBLIC_URL: apiBaseUrl,
      LOG_LEVEL: 'warn',
    },
  });
  const runtimeConfig = {
    apiBaseUrl,
    storageBaseUrl: `${apiBaseUrl}/storage/`,
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name, index) => [
        name,
        `http://localhost:${basePort + index + 1}/mf-manifest.json`,
      ]),
    ),
  };
  const servers = [
    await serveStatic({ dir: distOf(HOST), port: basePort, spa: true, runtimeConfig }),
  ];
  for (const [index, remote] of REMOTES.entries()) {
    servers.push(
      await serveStatic({ dir: distOf(remote), port: basePort + index + 1, cors: true }),
    );
  }
  if (!(await waitForUrl(`${apiBaseUrl}/health`))) {
    await stopAll(servers, 1);
  }
  return { origin, stop: () => stopAll(servers, 0) };
}

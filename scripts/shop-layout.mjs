// Where each part of the shop lives and on which port it runs, read from the remote manifest
// (a TypeScript module of @shop/shared-contracts, loaded through tsx).
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { repoRoot } from './processes.mjs';

const manifest = await tsImport(
  '../shared-contracts/src/remotes/remote-manifest.ts',
  import.meta.url,
);

/** `name` is the package folder, `filter` its package name for `pnpm --filter`. */
const layoutOf = ({ directory, packageName, port }) => ({
  name: directory,
  filter: packageName,
  port,
});

export const HOST = layoutOf(manifest.HOST);

/** Each remote's layout, plus `remote`: its name in the manifest and the runtime configuration. */
export const REMOTES = manifest.REMOTE_NAMES.map((remote) => ({
  ...layoutOf(manifest.REMOTES[remote]),
  remote,
}));

export const API = layoutOf(manifest.API);

/** Renders the host's documents: on the host's port for `pnpm start`, on its own behind nginx. */
export const RENDER_SERVICE = {
  name: 'render-service',
  filter: '@shop/render-service',
  port: 3020,
};

export const distOf = (app) => join(repoRoot, app.name, 'dist');

export function printUrls() {
  console.log('\nThe shop is running:');
  console.log(`  ${'shop'.padEnd(18)} http://localhost:${HOST.port}`);
  for (const remote of REMOTES)
    console.log(`  ${remote.name.padEnd(18)} http://localhost:${remote.port}`);
  console.log(`  ${API.name.padEnd(18)} http://localhost:${API.port}  (docs: /docs)`);
  console.log('Press Ctrl-C to stop.\n');
}

/** Polls a URL until it answers 2xx (the API seeds its database on first start). */
export async function waitForUrl(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

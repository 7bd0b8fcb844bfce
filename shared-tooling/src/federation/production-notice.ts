/**
 * The page a remote's production build serves at its own address (`index.html`): a static notice
 * of what the address is. The standalone harness cannot run there, because a remote's production
 * build uses the host's federation runtime and the host's platform modules (see `remoteShared` in
 * `define-config.ts`); before, the address showed a blank page with a script error. `rsbuild dev`
 * still serves the harness. Node-only.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

export function productionNoticeHtml(remote: string): string {
  const name = `mfe-${remote}`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Shop – ${name}</title>
  </head>
  <body>
    <main>
      <h1>Shop – ${name}</h1>
      <p>This address serves one part of the shop: its <a href="mf-manifest.json">Module Federation manifest</a>, code and texts, which the shop's host loads when a shopper opens one of its pages. Open the shop to see it.</p>
      <p>This build runs only inside the host. To work on it alone, run <code>pnpm --filter @shop/${name} dev</code>.</p>
    </main>
  </body>
</html>
`;
}

/** Rsbuild plugin: writes the notice as `index.html` of every environment after a build. */
export function pluginProductionNotice(remote: string): RsbuildPlugin {
  return {
    name: 'shop:production-notice',
    setup(api) {
      api.onAfterBuild(({ environments }) => {
        // The notice is the browser build's page; the server build (environment `node`) has none.
        for (const { name, distPath } of Object.values(environments))
          if (name !== 'node')
            writeFileSync(join(distPath, 'index.html'), productionNoticeHtml(remote));
      });
    },
  };
}

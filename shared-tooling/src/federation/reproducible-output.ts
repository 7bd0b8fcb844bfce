/**
 * What makes one commit build to the same bytes in any checkout (docs/operations/reproducible-
 * builds.md; `scripts/ops/check-reproducible.mjs` proves it). Node-only.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

/** The federation plugin's build report beside `mf-manifest.json`. */
export const FEDERATION_STATS_FILE = 'mf-manifest-stats.json';

/** Deletes the federation build report (and any compressed copy) from a built folder. */
export function dropFederationStats(distPath: string): void {
  for (const suffix of ['', '.br', '.gz'])
    rmSync(join(distPath, `${FEDERATION_STATS_FILE}${suffix}`), { force: true });
}

/**
 * Module and chunk ids by their order in the module graph (production builds). Rspack's hashed
 * ids (Rsbuild's 'compact-hashed') hash each module's identifier, and a shared module's identifier
 * holds the absolute path of its fallback (`consume shared module (default) react@… (fallback:
 * /abs/…)`), which no option makes relative: every id, chunk and content hash then depends on the
 * checkout's path. Ids by order are as small, but one added module renumbers those after it.
 */
export const IDS_BY_GRAPH_ORDER = { moduleIds: 'natural', chunkIds: 'natural' } as const;

/**
 * Makes the build's output independent of the checkout's path:
 * - the ids above;
 * - the server build (environment `node`, not minified) without scope hoisting and per-module
 *   path comments, which write each shared module's identifier, absolute fallback path
 *   included, into the code (`// EXTERNAL MODULE: consume shared module …`);
 * - no federation build report in `dist/`: its `usedIn` and `requires` lists follow the order in
 *   which modules happened to finish building, so they differ from one build to the next, and
 *   nothing reads it at run time (hosts and the render service read `mf-manifest.json`). List
 *   this plugin before `pluginPrecompress`, so no `.br`/`.gz` copy of the report is made.
 */
export function pluginReproducibleOutput(): RsbuildPlugin {
  return {
    name: 'shop:reproducible-output',
    setup(api) {
      api.modifyRspackConfig((config, { environment, isProd }) => {
        if (isProd) config.optimization = { ...config.optimization, ...IDS_BY_GRAPH_ORDER };
        if (environment.name === 'node') config.output = { ...config.output, pathinfo: false };
      });
      api.onAfterBuild(({ environments }) => {
        for (const { distPath } of Object.values(environments)) dropFederationStats(distPath);
      });
    },
  };
}

/**
 * The server build's `output.minify`: the code as it is (no compression, no whitespace removed)
 * without its comments and with short local names. Scope hoisting writes each shared module's identifier
 * as a comment (`// EXTERNAL MODULE: consume shared module … (fallback: /abs/…)`), and the
 * federation runtime's generated entry as a `data:` URL naming absolute paths.
 */
export const SERVER_WITHOUT_COMMENTS = {
  js: true,
  css: false,
  jsOptions: {
    extractComments: false,
    minimizerOptions: {
      minify: false,
      compress: false,
      // Local names only, functions and classes keep theirs (stack traces stay readable): the
      // federation runtime's entry is not hoisted, and its import bindings are named after the
      // absolute paths it imports (`_work_shop_node_modules_pnpm_…_rspack_import_0`).
      mangle: { keep_fnames: true, keep_classnames: true },
      format: { comments: false },
    },
  },
} as const;

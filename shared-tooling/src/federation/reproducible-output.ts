/**
 * What makes one commit build to the same bytes in any checkout (docs/operations/reproducible-
 * builds.md; `scripts/ops/check-reproducible.mjs` proves it). Node-only.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';

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

/** Rspack's module type of a federation "consume shared" module (a stub with no code). */
const CONSUME_SHARED = 'consume-shared-module';

/**
 * Rspack's `default` cache group (its own defaults) without the "consume shared" modules. They
 * have no code and all weigh the same, so the split chunks that gather them tie, and Rspack breaks
 * the tie by the modules' identifiers, which hold the checkout's absolute path: the order of the
 * chunks a page loads (`Promise.all([e(5), e(2)])`) then depends on the folder. Left in the chunks
 * that use them, they cost an id in the federation runtime's table instead of a chunk id.
 */
export const DEFAULT_GROUP_WITHOUT_CONSUMES = {
  idHint: '',
  reuseExistingChunk: true,
  minChunks: 2,
  priority: -20,
  test: (module: { type: string }) => module.type !== CONSUME_SHARED,
};

/** Adds `DEFAULT_GROUP_WITHOUT_CONSUMES` unless the build sets its own `default` group. */
export function withoutSplitConsumes(
  splitChunks: Rspack.Optimization['splitChunks'],
): Rspack.Optimization['splitChunks'] {
  if (!splitChunks || splitChunks.cacheGroups?.default !== undefined) return splitChunks;
  return {
    ...splitChunks,
    cacheGroups: { ...splitChunks.cacheGroups, default: DEFAULT_GROUP_WITHOUT_CONSUMES },
  };
}

/** The federation manifest, as the host and the render service read it. */
export const FEDERATION_MANIFEST_FILE = 'mf-manifest.json';

/** By one field, code unit by code unit (no locale: the same order on every machine). */
const byKey = (key: string) => (a: Record<string, unknown>, b: Record<string, unknown>) => {
  const [x, y] = [String(a[key]), String(b[key])];
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * The manifest with its `shared`, `exposes` and `remotes` lists sorted. Rspack collects them in a
 * hash map filled while walking the module graph, whose order follows the identifiers (absolute
 * paths) and which modules finished building first: the lists' order changed with the folder and
 * now and then from one build to the next. Nothing reads them by position.
 */
export function sortManifestLists(json: string): string {
  const manifest = JSON.parse(json) as Record<string, unknown>;
  for (const [list, key] of [
    ['shared', 'id'],
    ['exposes', 'id'],
    ['remotes', 'alias'],
  ] as const) {
    const entries = manifest[list];
    if (Array.isArray(entries)) entries.sort(byKey(key));
  }
  return JSON.stringify(manifest, null, 2);
}

/**
 * Makes the build's output independent of the checkout's path:
 * - the ids above, and no split chunks of "consume shared" modules (`withoutSplitConsumes`);
 * - the federation manifest's lists in a fixed order (`sortManifestLists`);
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
        if (isProd) {
          const { splitChunks } = config.optimization ?? {};
          config.optimization = {
            ...config.optimization,
            ...IDS_BY_GRAPH_ORDER,
            ...(splitChunks ? { splitChunks: withoutSplitConsumes(splitChunks) } : {}),
          };
        }
        if (environment.name === 'node') config.output = { ...config.output, pathinfo: false };
      });
      // After the federation plugin writes the manifest (stage "optimize transfer").
      api.processAssets({ stage: 'report' }, ({ compilation, sources }) => {
        const asset = compilation.getAsset(FEDERATION_MANIFEST_FILE);
        if (!asset) return;
        const sorted = sortManifestLists(asset.source.source().toString());
        compilation.updateAsset(FEDERATION_MANIFEST_FILE, new sources.RawSource(sorted));
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

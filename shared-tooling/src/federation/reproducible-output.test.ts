// @vitest-environment node
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RsbuildPlugin, RsbuildPluginAPI, Rspack } from '@rsbuild/core';
import { expect, it } from 'vitest';
import {
  DEFAULT_GROUP_WITHOUT_CONSUMES,
  dropFederationStats,
  IDS_BY_GRAPH_ORDER,
  pluginReproducibleOutput,
  SERVER_WITHOUT_COMMENTS,
  sortManifestLists,
  withoutSplitConsumes,
} from './reproducible-output';

// scripts/ops/check-reproducible.mjs proves the whole build; these hold each option in place.

type ModifyRspack = (config: Rspack.Configuration, utils: object) => void;

/** The plugin's rspack hook, called as Rsbuild would for one environment. */
function rspackConfigOf(plugin: RsbuildPlugin, environment: string, isProd: boolean) {
  let modify: ModifyRspack | undefined;
  const api = {
    modifyRspackConfig: (hook: ModifyRspack) => {
      modify = hook;
    },
    onAfterBuild: () => {},
    processAssets: () => {},
  } as unknown as RsbuildPluginAPI;
  plugin.setup(api);
  const config: Rspack.Configuration = {
    optimization: {
      minimize: true,
      moduleIds: 'compact-hashed',
      chunkIds: 'compact-hashed',
      ...(environment === 'web' ? { splitChunks: { chunks: 'async' as const } } : {}),
    },
    output: { path: '/dist' },
  };
  modify?.(config, { environment: { name: environment }, isProd });
  return config;
}

it('numbers modules and chunks by graph order in production, keeping the other options', () => {
  const web = rspackConfigOf(pluginReproducibleOutput(), 'web', true);
  expect(web.optimization).toMatchObject({ minimize: true, ...IDS_BY_GRAPH_ORDER });
  expect(web.optimization?.splitChunks).toEqual({
    chunks: 'async',
    cacheGroups: { default: DEFAULT_GROUP_WITHOUT_CONSUMES },
  });
  expect(web.output).toEqual({ path: '/dist' });
  // `rsbuild dev` keeps Rsbuild's own ids.
  const dev = rspackConfigOf(pluginReproducibleOutput(), 'web', false);
  expect(dev.optimization?.moduleIds).toBe('compact-hashed');
});

it('writes no per-module path comments into the server build', () => {
  const node = rspackConfigOf(pluginReproducibleOutput(), 'node', true);
  expect(node.output).toEqual({ path: '/dist', pathinfo: false });
  expect(node.optimization?.moduleIds).toBe('natural');
});

it("strips the server build's comments and local names, nothing else", () => {
  const { minimizerOptions } = SERVER_WITHOUT_COMMENTS.jsOptions;
  expect(SERVER_WITHOUT_COMMENTS.js).toBe(true);
  expect(minimizerOptions.format.comments).toBe(false);
  // No compression: `process.env.NODE_ENV` checks stay as written; no one-liners; functions
  // keep their names in stack traces.
  expect(minimizerOptions).toMatchObject({ compress: false, minify: false });
  expect(minimizerOptions.mangle).toEqual({ keep_fnames: true, keep_classnames: true });
  expect(SERVER_WITHOUT_COMMENTS.jsOptions.extractComments).toBe(false);
});

it('drops the federation build report and its compressed copies, nothing else', () => {
  const dist = mkdtempSync(join(tmpdir(), 'reproducible-output-'));
  for (const file of [
    'mf-manifest.json',
    'mf-manifest-stats.json',
    'mf-manifest-stats.json.br',
    'mf-manifest-stats.json.gz',
  ])
    writeFileSync(join(dist, file), '{}');
  dropFederationStats(dist);
  expect(existsSync(join(dist, 'mf-manifest.json'))).toBe(true);
  for (const suffix of ['', '.br', '.gz'])
    expect(existsSync(join(dist, `mf-manifest-stats.json${suffix}`))).toBe(false);
});

it("keeps federation's consume-shared stubs out of Rspack's default split group, nothing else", () => {
  const { test, ...rest } = DEFAULT_GROUP_WITHOUT_CONSUMES;
  // Rspack's own defaults for the group (webpack's too).
  expect(rest).toEqual({ idHint: '', reuseExistingChunk: true, minChunks: 2, priority: -20 });
  expect(test({ type: 'consume-shared-module' })).toBe(false);
  expect(test({ type: 'javascript/auto' })).toBe(true);
  expect(test({ type: 'css/mini-extract' })).toBe(true);
  // A build that sets its own default group, or no splitting, keeps it.
  const own = { cacheGroups: { default: false as const } };
  expect(withoutSplitConsumes(own)).toBe(own);
  expect(withoutSplitConsumes(false)).toBe(false);
  const named = { cacheGroups: { vendors: { test: /node_modules/, name: 'vendors' } } };
  expect(withoutSplitConsumes(named)).toEqual({
    cacheGroups: { ...named.cacheGroups, default: DEFAULT_GROUP_WITHOUT_CONSUMES },
  });
});

it("sorts the manifest's shared, exposed and remote lists, whatever order they came in", () => {
  const shared = (name: string) => ({
    id: `auth:${name}`,
    name,
    assets: { js: { sync: ['b', 'a'] } },
  });
  const manifest = (order: string[]) =>
    JSON.stringify({
      id: 'auth',
      metaData: { buildInfo: { buildVersion: '1.0.0' } },
      shared: order.map(shared),
      exposes: [{ id: 'auth:SignUpPage' }, { id: 'auth:SignInPage' }],
      remotes: [{ alias: 'b' }, { alias: 'a' }],
    });
  const one = sortManifestLists(
    manifest(['react', '@shop/shared-platform/ui/password-field', 'i18next']),
  );
  const other = sortManifestLists(
    manifest(['i18next', 'react', '@shop/shared-platform/ui/password-field']),
  );
  expect(one).toBe(other);
  const sorted = JSON.parse(one);
  expect(sorted.shared.map((entry: { name: string }) => entry.name)).toEqual([
    '@shop/shared-platform/ui/password-field',
    'i18next',
    'react',
  ]);
  expect(sorted.exposes).toEqual([{ id: 'auth:SignInPage' }, { id: 'auth:SignUpPage' }]);
  expect(sorted.remotes).toEqual([{ alias: 'a' }, { alias: 'b' }]);
  // Lists inside an entry (files in load order) and everything else stay as they were.
  expect(sorted.shared[0].assets.js.sync).toEqual(['b', 'a']);
  expect(sorted.metaData).toEqual({ buildInfo: { buildVersion: '1.0.0' } });
});

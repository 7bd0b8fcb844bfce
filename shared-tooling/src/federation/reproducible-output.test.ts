// @vitest-environment node
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RsbuildPlugin, RsbuildPluginAPI, Rspack } from '@rsbuild/core';
import { expect, it } from 'vitest';
import {
  dropFederationStats,
  IDS_BY_GRAPH_ORDER,
  pluginReproducibleOutput,
  SERVER_WITHOUT_COMMENTS,
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
  } as unknown as RsbuildPluginAPI;
  plugin.setup(api);
  const config: Rspack.Configuration = {
    optimization: { minimize: true, moduleIds: 'compact-hashed', chunkIds: 'compact-hashed' },
    output: { path: '/dist' },
  };
  modify?.(config, { environment: { name: environment }, isProd });
  return config;
}

it('numbers modules and chunks by graph order in production, keeping the other options', () => {
  const web = rspackConfigOf(pluginReproducibleOutput(), 'web', true);
  expect(web.optimization).toEqual({ minimize: true, ...IDS_BY_GRAPH_ORDER });
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

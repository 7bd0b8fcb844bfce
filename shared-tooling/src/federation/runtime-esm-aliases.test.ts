import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { federationRuntimeEsmAliases, importTarget } from './runtime-esm-aliases';

describe('federationRuntimeEsmAliases', () => {
  const aliases = federationRuntimeEsmAliases(fileURLToPath(import.meta.url));

  it('sends every runtime package of Module Federation to an ES module file that exists', () => {
    expect(Object.keys(aliases).sort()).toEqual([
      '@module-federation/error-codes$',
      '@module-federation/runtime-core$',
      '@module-federation/runtime-tools/runtime-core$',
      '@module-federation/runtime-tools/webpack-bundler-runtime$',
      '@module-federation/sdk$',
      '@module-federation/webpack-bundler-runtime$',
    ]);
    for (const file of Object.values(aliases)) {
      expect(file).toMatch(/\.m?js$/);
      expect(existsSync(file), file).toBe(true);
    }
  });

  it('reads the import condition of an exports entry, nested or plain', () => {
    expect(importTarget({ import: { types: './a.d.ts', default: './a.js' } })).toBe('./a.js');
    expect(importTarget('./b.mjs')).toBe('./b.mjs');
    expect(importTarget({ default: './c.js' })).toBe('./c.js');
    expect(importTarget(undefined)).toBeUndefined();
  });
});

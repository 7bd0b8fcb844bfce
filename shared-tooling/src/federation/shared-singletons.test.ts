import { describe, expect, it } from 'vitest';
import {
  everyPlatformModule,
  parseCatalog,
  SINGLETON_PACKAGES,
  sharedSingletons,
} from './shared-singletons';

describe('parseCatalog', () => {
  it('reads quoted and bare names of the catalog block only', () => {
    const yaml = [
      'packages:',
      '  - host-shell',
      'catalog:',
      '  # ui',
      '  react: 19.3.1',
      '  "@mui/material": 9.5.0 # comment',
      'overrides:',
      '  "a>b": ^1.0.0',
    ].join('\n');
    expect(parseCatalog(yaml)).toEqual({ react: '19.3.1', '@mui/material': '9.5.0' });
  });
});

describe('sharedSingletons', () => {
  it('declares every contract singleton, subpath keys and the platform package', () => {
    const shared = sharedSingletons();
    for (const name of SINGLETON_PACKAGES) expect(shared[name]?.singleton).toBe(true);
    expect(Object.keys(shared)).toEqual(
      expect.arrayContaining(['react/', 'react-dom/', '@shop/shared-platform/']),
    );
    // MUI, react-i18next and TanStack Query reach the page only through the platform's modules:
    // shared whole, every import of them would take the whole library.
    expect(Object.keys(shared).filter((key) => key.startsWith('@mui/'))).toEqual([]);
    expect(shared['react-i18next']).toBeUndefined();
    expect(shared['@tanstack/react-query']).toBeUndefined();
  });

  it('uses caret ranges of the catalog versions', () => {
    const catalog = Object.fromEntries(SINGLETON_PACKAGES.map((name) => [name, '2.1.0']));
    const shared = sharedSingletons({ ...catalog, react: '19.3.1' }, '1.4.0');
    expect(shared.react).toEqual({ singleton: true, requiredVersion: '^19.3.1' });
    expect(shared['react/']).toEqual({ singleton: true, requiredVersion: '^19.3.1' });
    expect(shared['@shop/shared-platform/']?.requiredVersion).toBe('^1.4.0');
  });

  it('fails loudly when a singleton has no catalog version', () => {
    expect(() => sharedSingletons({ react: '19.3.1' }, '1.0.0')).toThrow(/react-dom/);
  });
});

describe('everyPlatformModule', () => {
  it('provides every exported platform module by its exact key and its file, relative to the host', () => {
    const modules = everyPlatformModule();
    expect(modules['@shop/shared-platform/ui/mui-core']?.import).toBe(
      '../shared-platform/src/ui/mui-core.ts',
    );
    expect(modules['@shop/shared-platform/session/require-session']?.singleton).toBe(true);
    // The build embeds `import`: an absolute path would differ between two checkouts.
    for (const module of Object.values(modules))
      expect(module.import).toMatch(/^\.\.\/shared-platform\//);
  });
});

import { describe, expect, it } from 'vitest';
import { parseCatalog, SINGLETON_PACKAGES, sharedSingletons } from './shared-singletons';

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
      expect.arrayContaining(['react/', 'react-dom/', '@mui/material/', '@shop/shared-platform/']),
    );
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

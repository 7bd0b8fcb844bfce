import { describe, expect, it } from 'vitest';
import { consumedShareKey, normalizeModulePath, providedShareKey } from './build-stats-plugin';

describe('normalizeModulePath', () => {
  it('names a package file the same way whichever pnpm folder it was resolved from', () => {
    const fromHost =
      '/repo/node_modules/.pnpm/@mui+material@9.5.0_abc/node_modules/@mui/material/Button/Button.mjs';
    const fromRemote =
      '/repo/mfe-auth/node_modules/.pnpm/@mui+material@9.5.0_def/node_modules/@mui/material/Button/Button.mjs';
    expect(normalizeModulePath(fromHost, '/repo')).toBe(
      'node_modules/@mui/material/Button/Button.mjs',
    );
    expect(normalizeModulePath(fromRemote, '/repo')).toBe(normalizeModulePath(fromHost, '/repo'));
  });

  it('names workspace files relative to the workspace root, without loader queries', () => {
    expect(normalizeModulePath('/repo/shared-contracts/src/routes.ts?raw', '/repo')).toBe(
      'shared-contracts/src/routes.ts',
    );
  });
});

describe('providedShareKey', () => {
  it('reads the share key of a provided module, scoped packages and subpaths included', () => {
    const name = (key: string) => `provide shared module (default) ${key}@9.5.0 = /repo/x.mjs`;
    expect(providedShareKey(name('react'))).toBe('react');
    expect(providedShareKey(name('@mui/material'))).toBe('@mui/material');
    expect(providedShareKey(name('@shop/shared-platform/ui/mui-core'))).toBe(
      '@shop/shared-platform/ui/mui-core',
    );
  });

  it('ignores every other module', () => {
    expect(providedShareKey('consume shared module (default) react@^19.3.1 (strict)')).toBeNull();
    expect(providedShareKey(undefined)).toBeNull();
  });
});

describe('consumedShareKey', () => {
  it('reads the share key a module asks the federation runtime for', () => {
    expect(
      consumedShareKey(
        'consume shared module (default) @shop/shared-platform/ui/mui-page@^4.0.0 (strict) (fallback: /repo/shared-platform/src/ui/mui-page.ts)',
      ),
    ).toBe('@shop/shared-platform/ui/mui-page');
    expect(consumedShareKey('consume shared module (default) react@^19.3.1 (singleton)')).toBe(
      'react',
    );
  });

  it('ignores every other module', () => {
    expect(
      consumedShareKey('provide shared module (default) react@19.3.1 = /repo/x.mjs'),
    ).toBeNull();
    expect(consumedShareKey(undefined)).toBeNull();
  });
});

// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findUnusedCatalogEntries, findUnusedDependencies } from './unused-dependencies';

function write(file: string, text: string) {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
}

/** A package with `manifest` and `files` (path → text), its dependencies "installed" as given. */
function fixture(
  manifest: object,
  files: Record<string, string>,
  installed: Record<string, object> = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'unused-deps-'));
  write(join(dir, 'package.json'), JSON.stringify(manifest));
  for (const [path, text] of Object.entries(files)) write(join(dir, path), text);
  for (const [name, pkg] of Object.entries(installed)) {
    write(join(dir, 'node_modules', name, 'package.json'), JSON.stringify({ name, ...pkg }));
  }
  return dir;
}

describe('findUnusedDependencies', () => {
  it('reports a dependency that nothing imports', () => {
    const dir = fixture(
      { dependencies: { react: '1', jotai: '1', axios: '1' } },
      { 'src/app.tsx': "import { useState } from 'react';\n" },
    );
    expect(findUnusedDependencies(dir)).toEqual(['axios', 'jotai']);
  });

  it('counts imports by subpath, config strings, binaries run by scripts, types and peers', () => {
    const dir = fixture(
      {
        scripts: { test: 'vitest run', typecheck: 'tsc -p .' },
        dependencies: { 'react-dom': '1', '@testing-library/react': '1', pg: '1' },
        devDependencies: {
          vitest: '1',
          typescript: '1',
          'happy-dom': '1',
          '@types/pg': '1',
          '@types/node': '1',
          '@types/react-dom': '1',
        },
      },
      {
        'src/db.ts': "import pg from 'pg';\nconst root = await import('react-dom/client');\n",
        'src/app.test.tsx': "import { render } from '@testing-library/react';\n",
        'vitest.config.ts': "export default { test: { environment: 'happy-dom' } };\n",
      },
      {
        vitest: { bin: { vitest: 'vitest.mjs' } },
        typescript: { bin: { tsc: 'bin/tsc', tsserver: 'bin/tsserver' } },
        '@testing-library/react': { peerDependencies: { 'react-dom': '*' } },
      },
    );
    // @types/react-dom types a module the code names: used.
    expect(findUnusedDependencies(dir)).toEqual([]);
  });

  it('keeps a dependency listed with its reason under usedWithoutImport, and nothing else', () => {
    const dir = fixture(
      {
        dependencies: { '@emotion/styled': '1', jotai: '1' },
        usedWithoutImport: { '@emotion/styled': "MUI's styled engine imports it" },
      },
      { 'src/index.ts': 'export {};\n' },
    );
    expect(findUnusedDependencies(dir)).toEqual(['jotai']);
  });

  it('treats the shared singletons of a federated build as used', () => {
    const dir = fixture(
      { dependencies: { i18next: '1', axios: '1' } },
      { 'rsbuild.config.ts': 'export default {};\n' },
    );
    expect(findUnusedDependencies(dir)).toEqual(['axios']);
  });
});

describe('findUnusedCatalogEntries', () => {
  it('reports catalog entries no package declares, unless the root keeps them', () => {
    const root = fixture(
      { devDependencies: { typescript: 'catalog:' }, usedWithoutImport: { recharts: 'coming' } },
      {},
    );
    write(
      join(root, 'pnpm-workspace.yaml'),
      'packages:\n  - app\n\ncatalog:\n  # ui\n  react: 19.0.0\n  "@mui/material": 9.0.0\n  jotai: 2.0.0\n  recharts: 3.0.0\n  typescript: 5.9.3\n\nonlyBuiltDependencies:\n  - esbuild\n',
    );
    const app = join(root, 'app');
    write(
      join(app, 'package.json'),
      JSON.stringify({ dependencies: { react: 'catalog:', '@mui/material': 'catalog:' } }),
    );
    expect(findUnusedCatalogEntries(root, [app])).toEqual(['jotai']);
  });
});

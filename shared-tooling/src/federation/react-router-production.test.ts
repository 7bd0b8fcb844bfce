import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionAliases } from './react-router-production';

const platformPackageJson = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../shared-platform/package.json',
);

describe('reactRouterProductionAliases', () => {
  const aliases = reactRouterProductionAliases(platformPackageJson);

  it("sends the router and its DOM entry to files of React Router's production build", () => {
    expect(Object.keys(aliases).sort()).toEqual(['react-router$', 'react-router/dom$']);
    for (const file of Object.values(aliases)) {
      expect(file).toMatch(/[\\/]react-router[\\/]dist[\\/]production[\\/][\w-]+\.mjs$/);
      expect(existsSync(file), file).toBe(true);
    }
  });

  it('leaves out the development warnings there', () => {
    const entryFile = aliases['react-router$'] as string;
    const chunks = [...readFileSync(entryFile, 'utf8').matchAll(/from "\.\/(chunk-\w+\.mjs)"/g)];
    const code = chunks
      .map(([, chunk]) => readFileSync(join(dirname(entryFile), chunk as string), 'utf8'))
      .join('\n');
    expect(code).toContain('ENABLE_DEV_WARNINGS = false');
    expect(code).not.toContain('ENABLE_DEV_WARNINGS = true');
  });
});

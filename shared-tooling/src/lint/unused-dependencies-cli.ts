/**
 * `pnpm lint`'s check that every declared dependency is used: prints each unused declaration and
 * catalog entry and exits with 1 if there is any. About a second: it reads files, runs nothing.
 */
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  findUnusedCatalogEntries,
  findUnusedDependencies,
  workspacePackageDirs,
} from './unused-dependencies';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const packageDirs = workspacePackageDirs(repoRoot);
const problems = [
  ...[repoRoot, ...packageDirs].flatMap((dir) =>
    findUnusedDependencies(dir).map(
      (name) =>
        `${relative(repoRoot, dir) || '(root)'}/package.json declares ${name}, which nothing uses`,
    ),
  ),
  ...findUnusedCatalogEntries(repoRoot, packageDirs).map(
    (name) => `pnpm-workspace.yaml catalogs ${name}, which no package declares`,
  ),
];
for (const problem of problems) console.error(problem);
if (problems.length > 0) {
  console.error(
    'Remove the declaration (then `pnpm install --offline`), or list it with the reason under `usedWithoutImport` in that package.json.',
  );
  process.exit(1);
}

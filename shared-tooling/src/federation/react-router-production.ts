/**
 * React Router 7 points every `exports` condition at its development build (its own issue
 * remix-run/react-router#12532, meant to be temporary), so a production bundle runs it with its
 * development warnings switched on (`ENABLE_DEV_WARNINGS = true`: a `console.warn` for every
 * unmatched location, among others) and carries their code. The package ships the production
 * build beside it, file for file; these aliases send a production build of the shop there.
 * Node-only: used by `define-config.ts`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageDir } from './runtime-esm-aliases';

/**
 * The `exports` targets of React Router that a bundler picks, each mapped to the same file of the
 * production build. Throws when the package no longer has that layout, so an upgrade that changes
 * it (or fixes the exports) is noticed instead of silently bundling the development build.
 */
export function reactRouterProductionAliases(platformPackageJson: string): Record<string, string> {
  const routerDom = packageDir(platformPackageJson, 'react-router-dom');
  const router = packageDir(join(routerDom, 'package.json'), 'react-router');
  const pkg = JSON.parse(readFileSync(join(router, 'package.json'), 'utf8'));
  const aliases: Record<string, string> = {};
  for (const [subpath, key] of [
    ['.', 'react-router$'],
    ['./dom', 'react-router/dom$'],
  ] as const) {
    const development: unknown = pkg.exports?.[subpath]?.module?.default;
    if (typeof development !== 'string' || !development.includes('/dist/development/')) {
      throw new Error(
        `react-router ${pkg.version}: "${subpath}" no longer points at dist/development; check whether these aliases are still needed.`,
      );
    }
    aliases[key] = join(router, development.replace('/dist/development/', '/dist/production/'));
  }
  return aliases;
}

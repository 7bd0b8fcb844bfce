/**
 * The Module Federation `shared` map every build uses, built from the one version of each
 * dependency in the workspace catalog, so host and remotes agree on one instance per page.
 * Node-only: used by the `rsbuild.config.ts` files.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Packages that must exist once per page (module-level state: React, i18n, emotion). react-i18next
 * and TanStack Query are not among them: only the platform imports them (`i18n/react`,
 * `i18n/trans`, `query/react-query`), so they reach the page once, inside those shared modules,
 * tree-shaken to what the shop uses. Shared whole as well, every import of them in a build
 * would take the whole library (the platform did that until 5.0.0, for remotes of 4.4 and older).
 */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'i18next',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
] as const;

/** Packages imported by deep paths (`react/jsx-runtime`, `react-dom/client`): shared by prefix. */
export const SUBPATH_SINGLETONS = ['react', 'react-dom'] as const;

// React Router is shared through `@shop/shared-platform/router/react-router` for the same reason
// as MUI below: a shared module is never tree-shaken, a module re-exporting what the shop uses is.
// MUI is not in these lists: it is shared through the platform's `ui/mui-*` modules (and `ui/icons`),
// which re-export the components the shop uses. Shared by subpath, every `@mui/material/<Component>`
// was a separate shared module with its own copy of MUI's internals, and a remote brought its own
// copy of every component the host did not happen to import; shared as the whole barrel, the host
// would ship all of MUI (389 KB) for the 35 components the shop uses.

/**
 * The shop's own run-time platform (API client, session, event bus, i18n, theme): one copy per
 * page, negotiated by its package version, which changes whenever its run-time contract does.
 */
export const PLATFORM_PACKAGE = '@shop/shared-platform';

export interface SharedSingleton {
  singleton: true;
  requiredVersion: string;
  /** The module provided, when it is not the key itself; `false`: take it from the host only. */
  import?: string | false;
}

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Reads the `catalog:` block of `pnpm-workspace.yaml` (flat `name: version` lines). */
export function parseCatalog(yaml: string): Record<string, string> {
  const catalog: Record<string, string> = {};
  let inCatalog = false;
  for (const line of yaml.split('\n')) {
    if (/^\S/.test(line)) {
      inCatalog = line.trim() === 'catalog:';
      continue;
    }
    const match = inCatalog ? /^\s+"?([^"\s:#][^":]*)"?\s*:\s*([^\s#]+)/.exec(line) : null;
    if (match?.[1] && match[2]) catalog[match[1]] = match[2];
  }
  return catalog;
}

export function readCatalog(workspaceFile = join(repoRoot, 'pnpm-workspace.yaml')) {
  return parseCatalog(readFileSync(workspaceFile, 'utf8'));
}

function caretRange(version: string): string {
  return /^[\d]/.test(version) ? `^${version}` : version;
}

/**
 * `shared` option for `@module-federation/rsbuild-plugin`: every singleton with a caret range of
 * its catalog version (a remote built against a newer patch still shares the host's copy).
 */
export function sharedSingletons(
  catalog: Record<string, string> = readCatalog(),
  platformVersion = readPlatformVersion(),
): Record<string, SharedSingleton> {
  const shared: Record<string, SharedSingleton> = {};
  for (const name of SINGLETON_PACKAGES) {
    const version = catalog[name];
    if (!version) throw new Error(`Shared singleton "${name}" has no version in the pnpm catalog.`);
    shared[name] = { singleton: true, requiredVersion: caretRange(version) };
    if ((SUBPATH_SINGLETONS as readonly string[]).includes(name)) {
      shared[`${name}/`] = { singleton: true, requiredVersion: caretRange(version) };
    }
  }
  shared[`${PLATFORM_PACKAGE}/`] = {
    singleton: true,
    requiredVersion: caretRange(platformVersion),
  };
  return shared;
}

export interface ProvidedPlatformModule extends SharedSingleton {
  import: string;
  version: string;
}

/**
 * For the host: every module of the platform package by its exact share key and file, so the host
 * provides all of them, also those only the remotes use. A remote then never runs its own copy
 * of a platform module (with its own copy of the platform modules that one imports).
 */
export function everyPlatformModule(
  platformDir = join(repoRoot, 'shared-platform'),
  hostDir = join(repoRoot, 'host-shell'),
): Record<string, ProvidedPlatformModule> {
  const pkg = JSON.parse(readFileSync(join(platformDir, 'package.json'), 'utf8'));
  const exports: Record<string, string> = pkg.exports ?? {};
  return Object.fromEntries(
    Object.entries(exports).map(([subpath, file]) => [
      `${PLATFORM_PACKAGE}/${subpath.replace(/^\.\//, '')}`,
      {
        singleton: true,
        requiredVersion: caretRange(pkg.version),
        version: pkg.version,
        // A file (not the package's name) is provided even when the host's own code does not
        // import it. Relative to the host's build root: the build embeds `import`, and an
        // absolute path would make two checkouts of one commit build different files.
        import: relative(hostDir, join(platformDir, file)),
      },
    ]),
  );
}

/** The version of `@shop/shared-platform` in this checkout (the version the host provides). */
export function readPlatformVersion(): string {
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'shared-platform', 'package.json'), 'utf8'));
  if (typeof pkg.version !== 'string')
    throw new Error('shared-platform/package.json has no version.');
  return pkg.version;
}

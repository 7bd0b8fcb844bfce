/**
 * The Module Federation `shared` map every build uses, built from the one version of each
 * dependency in the workspace catalog, so host and remotes agree on one instance per page.
 * Node-only: used by the `rsbuild.config.ts` files.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Packages that must exist once per page (module-level state: React, router, i18n, theme). */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router-dom',
  'jotai',
  'i18next',
  'react-i18next',
  '@mui/material',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  'axios',
] as const;

/** Packages imported by deep paths (`react/jsx-runtime`, `@mui/material/Button`): shared by prefix. */
export const SUBPATH_SINGLETONS = ['react', 'react-dom', '@mui/material'] as const;

/**
 * The shop's own run-time platform (API client, session, event bus, i18n, theme): one copy per
 * page, negotiated by its package version, which changes whenever its run-time contract does.
 */
export const PLATFORM_PACKAGE = '@shop/shared-platform';

export interface SharedSingleton {
  singleton: true;
  requiredVersion: string;
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

function readPlatformVersion(): string {
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'shared-platform', 'package.json'), 'utf8'));
  if (typeof pkg.version !== 'string')
    throw new Error('shared-platform/package.json has no version.');
  return pkg.version;
}

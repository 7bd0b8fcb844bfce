/**
 * Finds dependencies a package declares but never uses, and catalog entries no package declares.
 * A declaration is used when the package's code or configuration names it as a module (an import,
 * a `require`, a config string such as `environment: 'happy-dom'`), when a script runs one of its
 * binaries, when it is the types of a used module, when a used dependency needs it as a peer, or
 * when the package's federation build shares it (the build resolves a fallback copy of it).
 * Anything else needed without being named (a peer deep inside a library, a package another
 * branch is taking into use) is listed with its reason under `usedWithoutImport` in the
 * package.json (the root's for catalog entries).
 * Node-only: run by `pnpm lint` (`unused-dependencies-cli.ts`) and by its test.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { SINGLETON_PACKAGES } from '../federation/shared-singletons';

interface PackageJson {
  name?: string;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  bin?: string | Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  /** Declared on purpose though nothing names it: name → why. */
  usedWithoutImport?: Record<string, string>;
}

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'public', 'coverage', 'test-results']);
const CODE = /\.(?:[cm]?[jt]sx?)$/;

const readJson = (file: string): PackageJson => JSON.parse(readFileSync(file, 'utf8'));

function codeFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) {
        files.push(...codeFiles(join(dir, entry.name)));
      }
    } else if (CODE.test(entry.name)) files.push(join(dir, entry.name));
  }
  return files;
}

/** The installed manifest of a dependency as the package resolves it, if installed. */
function installed(packageDir: string, name: string): PackageJson | undefined {
  const file = join(packageDir, 'node_modules', name, 'package.json');
  return existsSync(file) ? readJson(file) : undefined;
}

function binaries(manifest: PackageJson | undefined, name: string): string[] {
  if (!manifest?.bin) return [];
  return typeof manifest.bin === 'string'
    ? [name.replace(/^@[^/]+\//, '')]
    : Object.keys(manifest.bin);
}

/** `@types/pg` types `pg`, `@types/scope__name` types `@scope/name`. */
const typedModule = (name: string) => name.slice('@types/'.length).replace(/^(.+)__/, '@$1/');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Declared dependencies of the package in `packageDir` that nothing uses, sorted. */
export function findUnusedDependencies(packageDir: string): string[] {
  const manifest = readJson(join(packageDir, 'package.json'));
  const declared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
  const files = codeFiles(packageDir);
  const code = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  const scripts = Object.values(manifest.scripts ?? {}).join('\n');
  const named = (name: string) => new RegExp(`['"\`]${escapeRegExp(name)}(?:['"\`/])`).test(code);
  const runs = (bin: string) =>
    new RegExp(`(?:^|[\\s&|;(])${escapeRegExp(bin)}(?:$|\\s)`, 'm').test(scripts);
  const federated = existsSync(join(packageDir, 'rsbuild.config.ts'));

  const kept = manifest.usedWithoutImport ?? {};
  const used = new Set(
    declared.filter((name) => {
      if (name in kept || named(name)) return true;
      if (federated && (SINGLETON_PACKAGES as readonly string[]).includes(name)) return true;
      if (binaries(installed(packageDir, name), name).some(runs)) return true;
      if (name === '@types/node') return files.some((file) => /\.[cm]?tsx?$/.test(file));
      if (name.startsWith('@types/')) {
        const typed = typedModule(name);
        return named(typed) || builtinModules.includes(typed);
      }
      return false;
    }),
  );
  // Peers of what is used are needed too (pnpm resolves a peer only if the package declares it).
  let grew = true;
  while (grew) {
    grew = false;
    for (const name of used) {
      const dependency = installed(packageDir, name);
      for (const peer of Object.keys(dependency?.peerDependencies ?? {})) {
        const optional = dependency?.peerDependenciesMeta?.[peer]?.optional === true;
        if (!optional && declared.includes(peer) && !used.has(peer)) {
          used.add(peer);
          grew = true;
        }
      }
    }
  }
  return declared.filter((name) => !used.has(name)).sort();
}

/** Entries of the workspace catalog (`pnpm-workspace.yaml`) that no package declares. */
export function findUnusedCatalogEntries(repoRoot: string, packageDirs: string[]): string[] {
  const yaml = readFileSync(join(repoRoot, 'pnpm-workspace.yaml'), 'utf8');
  const block = /^catalog:\n((?:[ \t].*\n|\n)*)/m.exec(yaml)?.[1] ?? '';
  const entries = [...block.matchAll(/^\s+"?([^"#:\s]+)"?:\s*\S/gm)].map((match) => match[1] ?? '');
  const kept = readJson(join(repoRoot, 'package.json')).usedWithoutImport ?? {};
  const declared = new Set(
    [repoRoot, ...packageDirs].flatMap((dir) => {
      const manifest = readJson(join(dir, 'package.json'));
      return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
    }),
  );
  return entries.filter((name) => !declared.has(name) && !(name in kept)).sort();
}

/** The workspace's package folders, from the `packages` globs of `pnpm-workspace.yaml`. */
export function workspacePackageDirs(repoRoot: string): string[] {
  const yaml = readFileSync(join(repoRoot, 'pnpm-workspace.yaml'), 'utf8');
  const block = /^packages:\n((?:\s+- .*\n)*)/m.exec(yaml)?.[1] ?? '';
  const patterns = [...block.matchAll(/- (\S+)/g)].map((match) => match[1] ?? '');
  const folders = readdirSync(repoRoot, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(join(repoRoot, entry.name, 'package.json')),
    )
    .map((entry) => entry.name);
  return folders
    .filter((folder) =>
      patterns.some((pattern) =>
        new RegExp(`^${escapeRegExp(pattern).replace('\\*', '.*')}$`).test(folder),
      ),
    )
    .sort()
    .map((folder) => join(repoRoot, folder));
}

/**
 * Module Federation's plugin finds its browser runtime with `require.resolve`, so the bundler is
 * handed the CommonJS builds of `@module-federation/*`, which it cannot tree-shake: every remote
 * entry carried the whole SDK (manifest parsing, Node loaders, logger) and the host also carried
 * CommonJS copies next to ES module ones. These aliases point the same packages at their ES module
 * builds (the `import` condition of their exports), found by following the dependency chain from
 * the plugin this workspace installs, so they are always the versions the plugin itself uses.
 * Node-only: used by `define-config.ts`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** An entry of a package's `exports`: a path, or paths by condition (`import`, `types`…). */
type ExportTarget = string | { [condition: string]: ExportTarget } | undefined;

/** The file an exports entry gives to `import` (nested `{ types, default }` objects allowed). */
export function importTarget(target: ExportTarget): string | undefined {
  if (typeof target === 'string') return target;
  if (!target) return undefined;
  return importTarget(target.import) ?? importTarget(target.default);
}

/** The directory of `name` as `from` (a file) would load it. */
export function packageDir(from: string, name: string): string {
  const entry = createRequire(from).resolve(name);
  let dir = dirname(entry);
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      if (pkg.name === name) return dir;
    } catch {
      // No package.json here: keep walking up.
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json of ${name} above ${entry}.`);
    dir = parent;
  }
}

/** The ES module file of `name` (or of its `subpath`, such as `./runtime-core`) in `dir`. */
function esmFile(dir: string, subpath = '.'): string {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const file = importTarget(pkg.exports?.[subpath]);
  if (!file) throw new Error(`${pkg.name} exports no ES module for "${subpath}".`);
  return join(dir, file);
}

/**
 * `resolve.alias` entries (exact matches) sending each runtime package of Module Federation to its
 * ES module build. `from` is a file whose package depends on `@module-federation/rsbuild-plugin`.
 */
export function federationRuntimeEsmAliases(from: string): Record<string, string> {
  const chain = [
    '@module-federation/rsbuild-plugin',
    '@module-federation/enhanced',
    '@module-federation/rspack',
    '@module-federation/runtime-tools',
  ];
  let at = from;
  for (const name of chain) at = join(packageDir(at, name), 'package.json');
  const runtimeTools = dirname(at);
  const bundlerRuntime = packageDir(at, '@module-federation/webpack-bundler-runtime');
  const fromBundlerRuntime = join(bundlerRuntime, 'package.json');
  const runtime = packageDir(fromBundlerRuntime, '@module-federation/runtime');
  const dirs = {
    '@module-federation/webpack-bundler-runtime': bundlerRuntime,
    '@module-federation/sdk': packageDir(fromBundlerRuntime, '@module-federation/sdk'),
    '@module-federation/error-codes': packageDir(
      fromBundlerRuntime,
      '@module-federation/error-codes',
    ),
    '@module-federation/runtime-core': packageDir(
      join(runtime, 'package.json'),
      '@module-federation/runtime-core',
    ),
  };
  const aliases: Record<string, string> = {};
  for (const [name, dir] of Object.entries(dirs)) aliases[`${name}$`] = esmFile(dir);
  for (const subpath of ['webpack-bundler-runtime', 'runtime-core']) {
    aliases[`@module-federation/runtime-tools/${subpath}$`] = esmFile(runtimeTools, `./${subpath}`);
  }
  return aliases;
}

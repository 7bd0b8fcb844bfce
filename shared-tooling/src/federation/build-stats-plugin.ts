/**
 * Writes `.build-stats/chunks.json` beside a package's `dist/`: every emitted JavaScript chunk
 * with the source modules inside it. The budget check (`scripts/check-budgets.mjs`) reads it to
 * find a module that ends up in more than one chunk. Kept outside `dist/` so it is never served.
 * Node-only: used by the `rsbuild.config.ts` files through `define-config`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Rspack } from '@rsbuild/core';

export interface BuildStats {
  /** Share keys this build provides to the page (`react`, `@mui/material`, ...). */
  provides: string[];
  chunks: ChunkStats[];
}

export interface ChunkStats {
  files: string[];
  /** The chunk's names: a `webpackChunkName` comment at its `import()`, or its split group's. */
  names: string[];
  initial: boolean;
  /**
   * Why the chunk is loaded: the share key of a shared module it provides or falls back to, or
   * `null` for anything else (an entry, the app's own `import()`).
   */
  loadedFor: (string | null)[];
  /** Share keys the chunk's code asks the federation runtime for. */
  consumes: string[];
  /** Module paths: `node_modules/<package>/<file>` or relative to the workspace root. */
  modules: string[];
}

const PLUGIN_NAME = 'shop-build-stats';

/** Names a module the same way in every package's build, so builds can be compared. */
export function normalizeModulePath(resource: string, workspaceRoot: string): string {
  const path = resource.replace(/\?.*$/, '').replaceAll('\\', '/');
  const nodeModules = path.lastIndexOf('/node_modules/');
  if (nodeModules >= 0) return `node_modules/${path.slice(nodeModules + '/node_modules/'.length)}`;
  return relative(workspaceRoot, path).replaceAll('\\', '/');
}

/** `provide shared module (default) react@19.3.1 = /path/to/react/index.js` -> `react` */
const PROVIDED = /^provide shared module \([^)]*\) (.+?)@[^@\s]+ = /;

export function providedShareKey(moduleName: string | undefined): string | null {
  return PROVIDED.exec(moduleName ?? '')?.[1] ?? null;
}

/** `consume shared module (default) react@^19.3.1 (singleton) ...` -> `react` */
const CONSUMED = /^consume shared module \([^)]*\) (.+?)@[^@\s]+ /;

export function consumedShareKey(moduleName: string | undefined): string | null {
  return CONSUMED.exec(moduleName ?? '')?.[1] ?? null;
}

function sourceFiles(module: Rspack.StatsModule): string[] {
  // Scope hoisting joins modules into one; its parts are listed as nested modules.
  const resource = module.nameForCondition ?? '';
  const own = resource.startsWith('/') ? [resource] : [];
  return [...own, ...(module.modules ?? []).flatMap(sourceFiles)];
}

export class BuildStatsPlugin {
  constructor(private readonly workspaceRoot: string) {}

  apply(compiler: Rspack.Compiler): void {
    compiler.hooks.done.tap(PLUGIN_NAME, (stats) => {
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkOrigins: true,
        chunkModules: true,
        nestedModules: true,
        dependentModules: true,
        orphanModules: true,
        ids: true,
        // Without these, long module lists are cut short with a 'filtered' placeholder.
        chunkModulesSpace: Number.POSITIVE_INFINITY,
        nestedModulesSpace: Number.POSITIVE_INFINITY,
      });
      const chunks: ChunkStats[] = (json.chunks ?? [])
        .map((chunk) => ({
          files: (chunk.files ?? []).filter((file) => file.endsWith('.js')),
          names: chunk.names ?? [],
          initial: chunk.initial ?? false,
          loadedFor: [
            ...new Set(
              (chunk.origins ?? []).map(
                ({ moduleName }) => providedShareKey(moduleName) ?? consumedShareKey(moduleName),
              ),
            ),
          ],
          consumes: [
            ...new Set(
              (chunk.modules ?? []).flatMap((module) => consumedShareKey(module.name) ?? []),
            ),
          ].sort(),
          modules: [
            ...new Set(
              (chunk.modules ?? [])
                .flatMap(sourceFiles)
                .map((resource) => normalizeModulePath(resource, this.workspaceRoot)),
            ),
          ].sort(),
        }))
        .filter((chunk) => chunk.files.length > 0);
      const provides = new Set<string>();
      for (const chunk of json.chunks ?? []) {
        for (const module of chunk.modules ?? []) {
          const key = providedShareKey(module.name);
          if (key) provides.add(key);
        }
      }
      const result: BuildStats = { provides: [...provides].sort(), chunks };
      const dir = join(compiler.options.context ?? process.cwd(), '.build-stats');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'chunks.json'), `${JSON.stringify(result, null, 1)}\n`);
    });
  }
}

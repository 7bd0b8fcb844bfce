/**
 * Rsbuild plugin: marks the host's start-up files with V8's explicit compile hint, the magic
 * comment `//# allFunctionsCalledOnLoad` on the first line (Chrome 136 and later; other engines
 * read a comment). V8 then compiles every function of the file on the background thread that
 * streams the file in, instead of on the main thread the first time each function is called.
 * Nearly all of these files' functions run during a page's start (React DOM, MUI's core, the
 * router, the federation runtime, the shell): compiled lazily they made up most of the
 * start-up's long tasks, which Total Blocking Time counts. Files with code for later (pages' UI
 * parts, menus, toasts) are left to lazy compilation, which saves them the work.
 */
import type { RsbuildPlugin } from '@rsbuild/core';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunks whose files run at every page's start: the entry and what it loads before React renders. */
export const START_UP_CHUNKS: readonly string[] = ['index', 'shared-libraries', 'shell'];

/** The JavaScript files of the named chunks (`chunks` as rspack's compilation lists them). */
export function filesToHint(
  chunks: Iterable<{ name?: string | null; files: Iterable<string> }>,
  names: readonly string[] = START_UP_CHUNKS,
): string[] {
  return [...chunks]
    .filter((chunk) => chunk.name != null && names.includes(chunk.name))
    .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
}

export function pluginCompileHints(names: readonly string[] = START_UP_CHUNKS): RsbuildPlugin {
  return {
    name: 'shop:compile-hints',
    setup(api) {
      if (api.context.action !== 'build') return;
      // After minification, which drops comments; before the real content hashes, which then
      // name the files by their content with the hint.
      api.processAssets({ stage: 'optimize-inline' }, ({ compilation, sources }) => {
        for (const file of filesToHint(compilation.chunks, names)) {
          compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    },
  };
}

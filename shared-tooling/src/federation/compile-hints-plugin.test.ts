import type { RsbuildPluginAPI } from '@rsbuild/core';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, filesToHint, pluginCompileHints } from './compile-hints-plugin';

const chunks = [
  { name: 'index', files: ['static/js/index.1a.js'] },
  { name: 'shared-libraries', files: ['static/js/async/shared-libraries.2b.js', 'x.LICENSE.txt'] },
  { name: 'shell', files: ['static/js/async/shell.3c.js'] },
  { name: 'page-ui', files: ['static/js/async/page-ui.4d.js'] },
  { name: null, files: ['static/js/async/123.5e.js'] },
];

describe('the compile hints', () => {
  it("name the start-up chunks' scripts only", () => {
    expect(filesToHint(chunks)).toEqual([
      'static/js/index.1a.js',
      'static/js/async/shared-libraries.2b.js',
      'static/js/async/shell.3c.js',
    ]);
  });

  it('go first in those files, after minification, in a build only', () => {
    const handlers: { stage: string; run: (context: unknown) => void }[] = [];
    const api = (action: string) =>
      ({
        context: { action },
        processAssets: (options: { stage: string }, run: (context: unknown) => void) =>
          handlers.push({ stage: options.stage, run }),
      }) as unknown as RsbuildPluginAPI;

    pluginCompileHints().setup(api('dev'));
    expect(handlers).toHaveLength(0);
    pluginCompileHints().setup(api('build'));
    expect(handlers.map((handler) => handler.stage)).toEqual(['optimize-inline']);

    /** rspack's ConcatSource, as text. */
    class Concat {
      readonly text: string;
      constructor(...parts: (string | Concat)[]) {
        this.text = parts.map((part) => (typeof part === 'string' ? part : part.text)).join('');
      }
    }
    const assets = new Map(
      chunks.flatMap((chunk) => chunk.files.map((file) => [file, new Concat('code();')])),
    );
    handlers[0]?.run({
      compilation: {
        chunks,
        updateAsset: (file: string, update: (source: Concat) => Concat) =>
          assets.set(file, update(assets.get(file) ?? new Concat())),
      },
      sources: { ConcatSource: Concat },
    });
    expect(assets.get('static/js/async/shell.3c.js')?.text).toBe(`${COMPILE_HINT}code();`);
    expect(assets.get('static/js/index.1a.js')?.text).toBe(`${COMPILE_HINT}code();`);
    expect(assets.get('static/js/async/page-ui.4d.js')?.text).toBe('code();');
  });
});

/**
 * Rsbuild plugin: after a production build, writes `<file>.br` and `<file>.gz` beside every
 * text file of `dist/` (scripts, styles, HTML, JSON, SVG, locale files), so a static server can
 * answer with the compressed copy without compressing on each request. Node-only.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map|webmanifest)$/;

/** Below this, the compressed copy and its headers save nothing worth a second file. */
const MIN_BYTES = 1024;

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}

/** Writes the brotli and gzip copies of every compressible file; returns how many files. */
export function precompressDirectory(dir: string): number {
  const files = listFiles(dir).filter(
    (file) => COMPRESSIBLE.test(file) && statSync(file).size >= MIN_BYTES,
  );
  for (const file of files) {
    const content = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
  }
  return files.length;
}

export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'shop:precompress',
    setup(api) {
      api.onAfterBuild(({ isFirstCompile, environments }) => {
        if (!isFirstCompile) return;
        for (const { distPath } of Object.values(environments)) precompressDirectory(distPath);
      });
    },
  };
}

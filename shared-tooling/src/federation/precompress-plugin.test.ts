import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { precompressDirectory } from './precompress-plugin';

it('writes brotli and gzip copies of text files that decompress to the original', () => {
  const dist = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dist, 'static', 'js'), { recursive: true });
  const script = 'export const answer = 42;\n'.repeat(200);
  writeFileSync(join(dist, 'static', 'js', 'index.js'), script);
  writeFileSync(join(dist, 'tiny.json'), '{}');
  writeFileSync(join(dist, 'logo.png'), Buffer.alloc(4096));

  expect(precompressDirectory(dist)).toBe(1);
  const file = join(dist, 'static', 'js', 'index.js');
  expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
  expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
  // Too small to gain anything, or already compressed.
  expect(existsSync(join(dist, 'tiny.json.br'))).toBe(false);
  expect(existsSync(join(dist, 'logo.png.br'))).toBe(false);
});

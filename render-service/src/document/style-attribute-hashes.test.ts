import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { styleAttributeHashes } from './style-attribute-hashes';

const hash = (value: string) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`;

it('hashes each distinct style attribute value once, as the browser reads it', () => {
  const html =
    '<div style="--Paper-shadow:none"><span style="--Paper-shadow:none"></span>' +
    '<p style="font-family:&quot;Noto Sans&quot;, a&amp;b"></p><b data-style="x"></b></div>';
  expect(styleAttributeHashes(html)).toEqual(
    [hash('--Paper-shadow:none'), hash('font-family:"Noto Sans", a&b')].sort(),
  );
  expect(styleAttributeHashes('<div class="a"></div>')).toEqual([]);
});

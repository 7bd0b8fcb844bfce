import type { EmotionCache } from '@emotion/cache';
import { expect, it } from 'vitest';
import { composedStyleIds, composedStylesTag } from './composed-style-ids';

/** What emotion holds after a server render: every style inserted, the styled ones registered. */
function cacheWith(styles: Record<string, string>): EmotionCache {
  const inserted: Record<string, string> = {};
  const registered: Record<string, string> = {};
  for (const [id, style] of Object.entries(styles)) {
    inserted[id] = `.k-${id}{${style}}`;
    registered[`k-${id}`] = style;
  }
  return { key: 'k', nonce: 'NONCE', inserted, registered } as unknown as EmotionCache;
}

it('names the styles composed into an emitted class, not those that only missed the HTML', () => {
  const cache = cacheWith({
    inner: 'padding:8px;',
    outer: 'display:inline-flex;padding:8px;',
    fallback: 'opacity:0.5;',
  });
  const chunks = { styles: [{ key: 'k', ids: ['outer'] }] };
  expect(composedStyleIds(cache, chunks)).toEqual(['inner']);
});

it('writes them as an empty style element of the cache, with its nonce', () => {
  const cache = cacheWith({});
  expect(composedStylesTag(cache, ['a', 'b'])).toBe(
    '<style data-emotion="k a b" nonce="NONCE"></style>',
  );
  expect(composedStylesTag(cache, [])).toBe('');
});

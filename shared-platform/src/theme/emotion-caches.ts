import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

// One cache per direction and page; the RTL one flips physical properties (margin-left -> right).
let ltrCache: EmotionCache | undefined;
let rtlCache: EmotionCache | undefined;

/**
 * The nonce the page's Content-Security-Policy allows <style> elements with, from the host's
 * `<meta property="csp-nonce" nonce="...">` (nginx writes a new one into every answer). Undefined
 * where the page has none, or where the placeholder was not replaced (a server without the
 * policy, such as `pnpm start`'s): no nonce is needed there.
 */
export function cspNonce(doc: Document | undefined = globalThis.document): string | undefined {
  const meta = doc?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || undefined;
  return nonce && !nonce.startsWith('__') ? nonce : undefined;
}

export function getEmotionCache(direction: 'ltr' | 'rtl'): EmotionCache {
  const nonce = cspNonce();
  if (direction === 'rtl') {
    rtlCache ??= createCache({ key: 'muirtl', nonce, stylisPlugins: [prefixer, rtlPlugin] });
    return rtlCache;
  }
  ltrCache ??= createCache({ key: 'muiltr', nonce });
  return ltrCache;
}

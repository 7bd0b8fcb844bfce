import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

// One cache per direction and page; the RTL one flips physical properties (margin-left -> right).
let ltrCache: EmotionCache | undefined;
let rtlCache: EmotionCache | undefined;

export function getEmotionCache(direction: 'ltr' | 'rtl'): EmotionCache {
  if (direction === 'rtl') {
    rtlCache ??= createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
    return rtlCache;
  }
  ltrCache ??= createCache({ key: 'muiltr' });
  return ltrCache;
}

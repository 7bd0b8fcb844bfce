import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import type { Language } from '@shop/shared-contracts/i18n/languages';
import { isRtl } from '@shop/shared-contracts/i18n/languages';
import { prefixer } from 'stylis';

// One cache per direction and page; the RTL one flips physical properties (margin-left -> right).
let ltrCache: EmotionCache | undefined;
let rtlCache: EmotionCache | undefined;

/**
 * The right-to-left plugin (`rtl-plugin.ts`: cssjanus through stylis-plugin-rtl's rules, 2.4 KB
 * gzip), once loaded: only pages in Arabic need it.
 */
let rtlPlugin: StylisPlugin | undefined;
let rtlPluginLoading: Promise<void> | undefined;

/**
 * Loads what styling in `language`'s direction needs: nothing for a left-to-right language, the
 * right-to-left plugin (its own on-demand file) for Arabic, once per page. i18next's loader waits
 * for it with the language's texts (`init-i18n.ts`), so a page never switches to Arabic before
 * it can lay Arabic out, and German pages never download it. A failed download is tried again on
 * the next call.
 */
export function loadDirectionSupport(language: Language): Promise<void> {
  if (!isRtl(language) || rtlPlugin) return Promise.resolve();
  rtlPluginLoading ??= import(/* webpackChunkName: "on-demand-rtl" */ './rtl-plugin').then(
    (module) => {
      rtlPlugin = module.rtlPlugin;
    },
    (error: unknown) => {
      rtlPluginLoading = undefined;
      throw error;
    },
  );
  return rtlPluginLoading;
}

/** Whether `getEmotionCache(direction)` can answer now (see `loadDirectionSupport`). */
export function directionSupportLoaded(direction: 'ltr' | 'rtl'): boolean {
  return direction === 'ltr' || rtlPlugin !== undefined;
}

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
    if (!rtlPlugin) throw new Error('Right-to-left styles asked for before loadDirectionSupport.');
    rtlCache ??= createCache({ key: 'muirtl', nonce, stylisPlugins: [prefixer, rtlPlugin] });
    return rtlCache;
  }
  ltrCache ??= createCache({ key: 'muiltr', nonce });
  return ltrCache;
}

/**
 * A cache of its own for one server render, with the same key and plugins as the browser's for
 * the direction, so the browser's cache adopts the server's `<style data-emotion>` elements when
 * it hydrates. Right-to-left needs `loadDirectionSupport('ar')` first.
 */
export function createRequestEmotionCache(direction: 'ltr' | 'rtl', nonce: string): EmotionCache {
  if (direction === 'rtl') {
    if (!rtlPlugin) throw new Error('Right-to-left styles asked for before loadDirectionSupport.');
    return createCache({ key: 'muirtl', nonce, stylisPlugins: [prefixer, rtlPlugin] });
  }
  return createCache({ key: 'muiltr', nonce });
}

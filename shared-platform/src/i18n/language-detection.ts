import {
  detectShopLanguage,
  LANGUAGE_STORAGE_KEY,
  type Language,
} from '@shop/shared-contracts/i18n/languages';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  languageFromParam,
} from '@shop/shared-contracts/render/document-language';
import type { LanguageDetectorModule } from 'i18next';

/**
 * The shopper's language: the address's `lang` parameter, else `detectShopLanguage` (the stored
 * choice, else the browser's first language). A few lines in place of i18next-browser-languagedetector, which cost 2 KB gzip
 * before the first render for the two sources the shop uses.
 */
export function detectLanguage(): Language {
  const fromUrl = languageFromParam(
    new URLSearchParams(globalThis.location?.search).get(LANGUAGE_PARAM),
  );
  return fromUrl ?? detectShopLanguage({ storage: () => localStorage, navigator });
}

/**
 * Remembers the choice for the next document request too: the render service reads the cookie
 * when the address names no language (`documentLanguage`).
 */
function rememberForServer(language: string): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in the older Safari and Firefox the shop supports; the value is one of three fixed codes.
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export const shopLanguageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: detectLanguage,
  cacheUserLanguage(language: string) {
    rememberForServer(language);
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Not stored: the next visit detects again.
    }
  },
};

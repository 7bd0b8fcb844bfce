import {
  detectShopLanguage,
  LANGUAGE_STORAGE_KEY,
  type Language,
} from '@shop/shared-contracts/i18n/languages';
import type { LanguageDetectorModule } from 'i18next';

/**
 * The shopper's language (`detectShopLanguage`: the stored choice, else the browser's first
 * language). A few lines in place of i18next-browser-languagedetector, which cost 2 KB gzip
 * before the first render for the two sources the shop uses.
 */
export function detectLanguage(): Language {
  return detectShopLanguage({ storage: () => localStorage, navigator });
}

export const shopLanguageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: detectLanguage,
  cacheUserLanguage(language: string) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Not stored: the next visit detects again.
    }
  },
};

import {
  LANGUAGE_STORAGE_KEY,
  type Language,
  normalizeLanguage,
} from '@shop/shared-contracts/i18n/languages';
import type { LanguageDetectorModule } from 'i18next';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // Storage blocked (privacy settings): the browser's language decides.
  }
}

/**
 * The shopper's language: the stored choice (an explicit `en` included), else the browser's first
 * language mapped to ours (German -> du, anything else -> ar). A choice is stored on every change.
 * A few lines in place of i18next-browser-languagedetector, which cost 2 KB gzip before the first
 * render for the two sources the shop uses.
 */
export function detectLanguage(): Language {
  const stored = storedLanguage();
  if (stored) return normalizeLanguage(stored, 'stored');
  const browser = navigator.languages?.find(Boolean) ?? navigator.language;
  return normalizeLanguage(browser, 'browser');
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

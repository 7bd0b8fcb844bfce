import { LANGUAGE_STORAGE_KEY, normalizeLanguage } from '@shop/shared-contracts/i18n/languages';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';

/** Browser languages mapped by spec §1 (German -> du, anything else -> ar). */
const shopNavigatorDetector = {
  name: 'shopNavigator',
  lookup(): string[] | undefined {
    if (typeof navigator === 'undefined') return undefined;
    const raw = navigator.languages?.length ? navigator.languages : [navigator.language];
    const mapped = raw.filter(Boolean).map((lng) => normalizeLanguage(lng, 'browser'));
    return mapped.length ? mapped : undefined;
  },
};

export const DETECTION_OPTIONS: DetectorOptions = {
  order: ['localStorage', shopNavigatorDetector.name],
  lookupLocalStorage: LANGUAGE_STORAGE_KEY,
  caches: ['localStorage'],
  // Stored values keep an explicit `en`; browser values were mapped by the detector above.
  convertDetectedLanguage: (lng) => normalizeLanguage(lng, 'stored'),
};

export function createLanguageDetector(): LanguageDetector {
  const detector = new LanguageDetector();
  detector.addDetector(shopNavigatorDetector);
  return detector;
}

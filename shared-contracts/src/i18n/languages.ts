/** Interface languages (spec §1): `du` is German, `ar` Arabic (RTL), `en` only the fallback. */
export type Language = 'du' | 'ar' | 'en';

export const SUPPORTED_LANGUAGES: readonly Language[] = ['du', 'ar', 'en'];
export const FALLBACK_LANGUAGE: Language = 'en';
/** localStorage key of the shopper's choice (spec §1). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** Value for `<html lang>`: `du` is our code for German, the real tag is `de`. */
export function htmlLang(lng: Language): 'de' | 'ar' | 'en' {
  return lng === 'du' ? 'de' : lng;
}

export function isRtl(lng: Language): boolean {
  return lng === 'ar';
}

/**
 * Maps any language value to one we serve. Spec §1: `du` selects German, any other value Arabic.
 * German browser tags (`de`, `de-AT`, ...) count as `du`. English is only the fallback, so `en` is
 * kept when it was stored explicitly (`source: 'stored'`) but a browser `en-US` means Arabic.
 */
export function normalizeLanguage(
  raw: string | null | undefined,
  source: 'stored' | 'browser' = 'stored',
): Language {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === 'du' || value === 'de' || value.startsWith('de-') || value.startsWith('de_')) {
    return 'du';
  }
  if (source === 'stored' && value === 'en') return 'en';
  return 'ar';
}

/** Interface languages: `du` is German, `ar` Arabic (RTL), `en` only the fallback. */
export type Language = 'du' | 'ar' | 'en';

export const SUPPORTED_LANGUAGES: readonly Language[] = ['du', 'ar', 'en'];
export const FALLBACK_LANGUAGE: Language = 'en';

/** The languages the shop mails a shopper in: English stays the interface's fallback only. */
export type ShopperMailLanguage = 'du' | 'ar';
export const SHOPPER_MAIL_LANGUAGES: readonly ShopperMailLanguage[] = ['du', 'ar'];
/** localStorage key of the shopper's choice. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/**
 * The language's real (BCP 47) tag, wherever one leaves the shop's code: `<html lang>`, the URL's
 * `lang` parameter, `Intl`'s locales. `du` is the shop's code for German, whose tag is `de`.
 */
export function languageTag(lng: Language): 'de' | 'ar' | 'en' {
  return lng === 'du' ? 'de' : lng;
}

export function isRtl(lng: Language): boolean {
  return lng === 'ar';
}

/**
 * Maps any language value to one we serve: `du` selects German, any other value Arabic.
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

/** Where a browser tells the shopper's language (structural, so this module needs no DOM types). */
export interface LanguageSources {
  /** Returns the page's `localStorage`; a function, because touching it throws where blocked. */
  storage: () => { getItem(key: string): string | null };
  navigator: { languages?: readonly string[]; language?: string };
}

/**
 * The shopper's language: the stored choice (an explicit `en` included), else the browser's first
 * language mapped to ours (German -> du, anything else -> ar). i18next's detector and the host's
 * entry (which picks the texts to download before i18next runs) both decide with it.
 */
export function detectShopLanguage({ storage, navigator }: LanguageSources): Language {
  const stored = storedLanguage(storage);
  if (stored) return stored;
  const browser = [...(navigator.languages ?? []), navigator.language].find(Boolean);
  return normalizeLanguage(browser, 'browser');
}

/** The shopper's saved choice, or null when none is saved (or storage is blocked). */
export function storedLanguage(storage: LanguageSources['storage']): Language | null {
  try {
    const stored = storage().getItem(LANGUAGE_STORAGE_KEY);
    return stored ? normalizeLanguage(stored, 'stored') : null;
  } catch {
    // Storage blocked (privacy settings): nothing saved can be read.
    return null;
  }
}

/** The host's namespace of texts; every remote's namespace is its remote name. */
export const HOST_NAMESPACE = 'translation';

/** Where a site (the host, or a remote beside its manifest) serves a namespace's texts. */
export const LOCALE_FILE_TEMPLATE = '/locales/{{lng}}/{{ns}}.json';

export function localeFilePath(language: Language, namespace: string): string {
  return LOCALE_FILE_TEMPLATE.replace('{{lng}}', language).replace('{{ns}}', namespace);
}

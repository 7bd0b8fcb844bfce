import { type Language, normalizeLanguage } from '../i18n/languages';

/** The query parameter that names a page's language in its URL, with `de`, `ar` or `en`. */
export const LANGUAGE_PARAM = 'lang';
/** The cookie the language toggle writes (the shop's code: `du`, `ar`, `en`). */
export const LANGUAGE_COOKIE = 'shop-language';

/** The language a URL's `lang` parameter names, or null when it names none we serve. */
export function languageFromParam(param: string | null | undefined): Language | null {
  const value = param?.trim().toLowerCase();
  if (value === 'de' || value === 'du') return 'du';
  if (value === 'ar' || value === 'en') return value;
  return null;
}

export interface DocumentLanguageSources {
  /** The URL's `lang` parameter, if any. */
  param?: string | null;
  /** The `shop-language` cookie, if any. */
  cookie?: string | null;
  /** The `Accept-Language` header, if any. */
  acceptLanguage?: string | null;
}

/**
 * The language a document is rendered in: the URL's (so every language has addresses of its own
 * that a crawler can fetch), else the shopper's saved choice, else the browser's first language
 * (German -> du, anything else -> ar, as in the browser's own detection).
 */
export function documentLanguage({
  param,
  cookie,
  acceptLanguage,
}: DocumentLanguageSources): Language {
  const fromParam = languageFromParam(param);
  if (fromParam) return fromParam;
  if (cookie) return normalizeLanguage(cookie, 'stored');
  const first = acceptLanguage?.split(',')[0]?.split(';')[0];
  return normalizeLanguage(first, 'browser');
}

import type { Language } from '../i18n/languages';

/** Intl locale for an interface language. */
export function intlLocale(lng: Language | string): string {
  if (lng === 'du') return 'de-DE';
  if (lng === 'en') return 'en';
  return 'ar';
}

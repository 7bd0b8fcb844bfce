import type { Language } from '../i18n/languages';
import { intlLocale } from './locale';

/** Euro with two decimals in the interface language. */
export function formatEuro(amount: number, lng: Language | string): string {
  return new Intl.NumberFormat(intlLocale(lng), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** Euro as a threshold is written: whole euros without cents (`100 €`), other amounts with them. */
export function formatEuroAmount(amount: number, lng: Language | string): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(intlLocale(lng), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

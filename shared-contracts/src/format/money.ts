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

import { intlLocale } from '@shop/shared-contracts/format/locale';
import type { Language } from '@shop/shared-contracts/i18n/languages';

/** An average rating with at most one decimal, in the interface language ("4,3" / "٤٫٣"). */
export function formatRating(value: number, language: Language | string): string {
  return new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 1 }).format(value);
}

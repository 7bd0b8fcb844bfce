import type { Language } from '../i18n/languages';
import { intlLocale } from './locale';

/**
 * An average rating in the interface language ("4,3" / "4.3"): at most one decimal, or exactly
 * `decimals` of them where figures stand side by side ("4,0 von 5" on the seller's dashboard).
 */
export function formatRating(
  value: number,
  language: Language | string,
  decimals?: number,
): string {
  return new Intl.NumberFormat(intlLocale(language), {
    minimumFractionDigits: decimals ?? 0,
    maximumFractionDigits: decimals ?? 1,
  }).format(value);
}

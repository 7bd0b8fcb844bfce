import { intlLocale } from '@shop/shared-contracts/format/locale';

/** `2026-04` as "April 2026" / "أبريل ٢٠٢٦" in the interface language (a UTC month). */
export function monthName(month: string, language: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, number - 1, 1)));
}

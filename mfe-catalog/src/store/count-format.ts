import { intlLocale } from '@shop/shared-contracts/format/locale';
import { useTranslation } from '@shop/shared-platform/i18n/react';

/** A count written for the language: 1.200 in German, 1,200 in English. */
export function formatCount(count: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language)).format(count);
}

/**
 * How the store says its counts. The API estimates the counts of large sets from a sample
 * (`total_is_estimate`, `facets.estimated`); an estimate is said as one ("etwa 1.200
 * Ergebnisse") through the texts' `_about` context, so the shopper is not promised an exact
 * number. `count` still picks the plural form, `n` is the number as written in the language.
 */
export function useCountFormat(estimated: boolean | undefined) {
  const { t, i18n } = useTranslation('catalog');
  const written = (count: number) => formatCount(count, i18n.language);
  const context = estimated ? { context: 'about' } : {};
  return {
    written,
    /** Options of a text with a count: its plural form, the written number, "about" or not. */
    options: (count: number) => ({ count, n: written(count), ...context }),
    /** The context alone, for a text whose numbers are not its plural count. */
    context,
    /** The bare number beside a filter choice: "ca. 1.200" when estimated. */
    short: (count: number) =>
      estimated ? t('filters.aboutCount', { n: written(count) }) : written(count),
  };
}

export type CountFormat = ReturnType<typeof useCountFormat>;

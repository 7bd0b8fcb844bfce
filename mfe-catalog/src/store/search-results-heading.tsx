import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Typography } from '@shop/shared-platform/ui/mui-core';

/** "12 Ergebnisse für „Kleid“": what was searched and how much it found, above the results. */
export function SearchResultsHeading({ query, total }: { query: string; total: number }) {
  const { t } = useTranslation('catalog');
  return (
    <Typography
      variant="h6"
      component="h2"
      data-testid="search-results-heading"
      sx={{ mb: 2, overflowWrap: 'anywhere' }}
    >
      {t('store.resultsFor', { count: total, query })}
    </Typography>
  );
}

import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Typography } from '@shop/shared-platform/ui/mui-core';
import { useCountFormat } from './count-format';

/**
 * "12 Ergebnisse für „Kleid“" ("etwa 1.200 …" when the total is estimated): what was searched and
 * how much it found, above the results.
 */
export function SearchResultsHeading({
  query,
  total,
  estimated,
}: {
  query: string;
  total: number;
  estimated?: boolean | undefined;
}) {
  const { t } = useTranslation('catalog');
  const counts = useCountFormat(estimated);
  return (
    <Typography
      variant="h6"
      component="h2"
      data-testid="search-results-heading"
      sx={{ mb: 2, overflowWrap: 'anywhere' }}
    >
      {t('store.resultsFor', { ...counts.options(total), query })}
    </Typography>
  );
}

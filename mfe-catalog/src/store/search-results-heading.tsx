import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, Typography } from '@shop/shared-platform/ui/mui-core';
import { useCountFormat } from './count-format';

/**
 * "12 Ergebnisse für „Kleid“" ("etwa 1.200 …" when the total is estimated): what was searched and
 * how much it found, above the results. When the API corrected a typo, the heading names the word
 * it searched ("Kleid") and a line under it the typed one ("Statt „Kleidd“"): the results are not
 * for what was typed. The API cannot search the typed text uncorrected, so that line is no link.
 */
export function SearchResultsHeading({
  query,
  corrected,
  total,
  estimated,
}: {
  query: string;
  corrected?: string | null | undefined;
  total: number;
  estimated?: boolean | undefined;
}) {
  const { t } = useTranslation('catalog');
  const counts = useCountFormat(estimated);
  // A correction of case alone changes nothing the shopper needs to know.
  const searched =
    corrected && corrected.toLocaleLowerCase() !== query.toLocaleLowerCase() ? corrected : query;
  return (
    <Box sx={{ mb: 2, overflowWrap: 'anywhere' }}>
      <Typography variant="h6" component="h2" data-testid="search-results-heading">
        {t('store.resultsFor', { ...counts.options(total), query: searched })}
      </Typography>
      {searched !== query && (
        <Typography variant="body2" color="text.secondary" data-testid="search-corrected">
          {t('store.insteadOf', { query })}
        </Typography>
      )}
    </Box>
  );
}

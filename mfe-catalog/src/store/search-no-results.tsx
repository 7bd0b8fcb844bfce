import { localizedName } from '@shop/shared-contracts/format/localized';
import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { Box, CircularProgress, Link, Typography } from '@shop/shared-platform/ui/mui-core';
import { useSearchHints } from './api/get-search-hints';

/**
 * A search that found nothing: says so, offers "did you mean" and the nearest categories as
 * links. The hints are extra help: while they load a spinner says so, and if they fail the
 * message alone stays (the shopper can still change the text).
 */
export function SearchNoResults({
  query,
  hrefOfQuery,
}: {
  query: string;
  /** The store address with `q` replaced, keeping the other filters. */
  hrefOfQuery: (q: string) => string;
}) {
  const { t, i18n } = useTranslation('catalog');
  const hints = useSearchHints(query, true);
  const suggestion = hints.data?.did_you_mean;
  const categories = hints.data?.categories ?? [];
  return (
    <Box sx={{ py: 4, textAlign: 'center', overflowWrap: 'anywhere' }} data-testid="store-empty">
      <Typography variant="h6" component="h2">
        {t('store.noResultsFor', { query })}
      </Typography>
      {hints.isPending && (
        <CircularProgress size={20} aria-label={t('store.hintsLoading')} sx={{ mt: 2 }} />
      )}
      {suggestion && (
        <Typography sx={{ mt: 2 }} data-testid="did-you-mean">
          {t('store.didYouMean')}{' '}
          <Link component={RouterLink} to={hrefOfQuery(suggestion)} sx={{ fontWeight: 'bold' }}>
            {suggestion}
          </Link>
        </Typography>
      )}
      {categories.length > 0 && (
        <Box component="nav" aria-labelledby="near-categories" sx={{ mt: 3 }}>
          <Typography id="near-categories" component="h3" variant="subtitle1">
            {t('store.nearCategories')}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              mt: 1,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              justifyContent: 'center',
            }}
          >
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  component={RouterLink}
                  to={routes.category(category.id)}
                  // A finger-sized target on a phone.
                  sx={{ display: 'inline-block', py: 1, px: 1 }}
                >
                  {localizedName(category, i18n.language)}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}

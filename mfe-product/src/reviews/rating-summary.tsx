import type { ReviewPage } from '@shop/shared-contracts/api/product-details';
import { formatRating } from '@shop/shared-contracts/format/rating';
import { normalizeLanguage } from '@shop/shared-contracts/i18n/languages';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, Stack, Typography } from '@shop/shared-platform/ui/mui-core';
import { LinearProgress, Rating } from '@shop/shared-platform/ui/mui-page';

const STARS = [5, 4, 3, 2, 1] as const;

/** The average of all reviews and how many gave each rating, from five stars down. */
export function RatingSummary({ page }: { page: ReviewPage }) {
  const { t, i18n } = useTranslation('product');
  const language = normalizeLanguage(i18n.language);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'auto minmax(0, 1fr)' },
        alignItems: 'center',
      }}
    >
      <Stack spacing={0.5} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
        <Typography variant="h3" component="p" data-testid="reviews-average">
          {formatRating(page.average_rating, language)}
        </Typography>
        <Rating value={page.average_rating} precision={0.1} readOnly aria-hidden />
        <Typography color="text.secondary" data-testid="reviews-total">
          {t('reviews.count', { count: page.total })}
        </Typography>
      </Stack>
      <Box
        component="ul"
        aria-label={t('reviews.distribution')}
        sx={{ p: 0, m: 0, listStyle: 'none' }}
      >
        {STARS.map((stars) => {
          const count = page.distribution[stars];
          const label = t('reviews.starsCount', { stars, count });
          return (
            <Box
              component="li"
              key={stars}
              data-testid={`distribution-${stars}`}
              sx={{
                display: 'grid',
                gridTemplateColumns: '5.5em minmax(0, 1fr) 2.5em',
                gap: 1,
                alignItems: 'center',
              }}
            >
              <Typography variant="body2" aria-hidden>
                {t('reviews.stars', { count: stars })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={page.total ? (count / page.total) * 100 : 0}
                aria-label={label}
                sx={{ height: 8, borderRadius: 4 }}
              />
              <Typography variant="body2" aria-hidden sx={{ textAlign: 'end' }}>
                {count}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

import type { Review } from '@shop/shared-contracts/api/entities';
import { intlLocale } from '@shop/shared-contracts/format/locale';
import { normalizeLanguage } from '@shop/shared-contracts/i18n/languages';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { UserText } from '@shop/shared-platform/ui/bidi-text';
import { Box, Stack, Typography } from '@shop/shared-platform/ui/mui-core';
import { Avatar, Chip, Rating } from '@shop/shared-platform/ui/mui-page';
import { Verified } from '@shop/shared-platform/ui/page-icons';
import { useShownTimeZone } from '@shop/shared-platform/ui/use-hydrated';

/** The reviews as cards; each text is shown as plain text, never as HTML. */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  const { t, i18n } = useTranslation('product');
  const language = normalizeLanguage(i18n.language);
  // As `formatDate`, in the time zone both the server and the hydrating browser agree on.
  const timeZone = useShownTimeZone();
  const date = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone });
  return (
    <Stack component="ul" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {reviews.map((review) => (
        <Box
          component="li"
          key={review.id}
          data-testid="review"
          sx={{ display: 'flex', gap: 2, minWidth: 0 }}
        >
          <Avatar alt="" />
          <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography component="p" sx={{ fontWeight: 600 }}>
                <UserText>{review.user.name}</UserText>
              </Typography>
              {review.verified_purchase && (
                <Chip
                  size="small"
                  color="success"
                  variant="outlined"
                  icon={<Verified />}
                  label={t('reviews.verified')}
                />
              )}
            </Stack>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Rating
                value={review.rating}
                readOnly
                size="small"
                aria-label={t('reviews.ratedStars', { count: review.rating })}
              />
              <Typography
                variant="body2"
                color="text.secondary"
                component="time"
                dateTime={review.created_at}
              >
                {date.format(new Date(review.created_at))}
              </Typography>
            </Stack>
            {/* A German review on an Arabic page keeps its punctuation at the end of the line. */}
            <Typography dir="auto" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {review.review}
            </Typography>
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

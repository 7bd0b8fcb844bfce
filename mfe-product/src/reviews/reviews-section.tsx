import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useShownAnswer } from '@shop/shared-platform/query/use-shown-answer';
import { Link as RouterLink, useLocation } from '@shop/shared-platform/router/react-router';
import { useSession } from '@shop/shared-platform/session/use-session';
import {
  Box,
  Button,
  CircularProgress,
  Link,
  Paper,
  Stack,
  Typography,
} from '@shop/shared-platform/ui/mui-core';
import { QueryError } from '@shop/shared-platform/ui/query-error';
import { useState } from 'react';
import { useReviews } from './api/get-reviews';
import { useMyReview } from './api/my-review';
import { RatingSummary } from './rating-summary';
import { ReviewFormDialog } from './review-form-dialog';
import { ReviewList } from './review-list';

/** The rating summary, the reviews newest first, and the form to write one. */
export function ReviewsSection({ productId, vendorId }: { productId: number; vendorId: number }) {
  const { t } = useTranslation('product');
  const { status } = useSession();
  const { pathname, search } = useLocation();
  const reviews = useReviews(productId);
  // A shopper who has reviewed the product edits that review (one per shopper and product).
  const saved = useMyReview(productId);
  const hasReview = saved.state === 'known' && saved.review !== null;
  const [writing, setWriting] = useState(false);
  const { shown, building } = useShownAnswer(reviews);
  const pages = shown?.pages ?? [];
  const first = pages[0];

  return (
    <Paper
      variant="outlined"
      component="section"
      id="reviews"
      aria-labelledby="reviews-title"
      sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 96 }}
    >
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}
      >
        <Typography id="reviews-title" variant="h5" component="h2">
          {t('reviews.title')}
        </Typography>
        <Button
          variant="contained"
          onClick={() => setWriting(true)}
          disabled={status !== 'signed-in'}
        >
          {t(hasReview ? 'reviews.editTitle' : 'reviews.write')}
        </Button>
      </Stack>
      {status === 'signed-out' && (
        <Typography sx={{ mb: 2 }} data-testid="login-to-review">
          {t('reviews.loginToReview')}{' '}
          <Link component={RouterLink} to={routes.signIn(`${pathname}${search}`)}>
            {t('reviews.signIn')}
          </Link>
        </Typography>
      )}
      {(reviews.isPending || building) && (
        <CircularProgress size={28} aria-label={t('reviews.loading')} />
      )}
      {reviews.isError && (
        <QueryError error={reviews.error} onRetry={() => void reviews.refetch()} />
      )}
      {first && (
        <Stack spacing={3}>
          {/* Unrated, a 0,0 with empty stars and bars reads as a bad rating: the text says it. */}
          {first.total > 0 && <RatingSummary page={first} />}
          {first.total === 0 ? (
            <Typography color="text.secondary">{t('reviews.empty')}</Typography>
          ) : (
            <ReviewList reviews={pages.flatMap((page) => page.data)} />
          )}
          {reviews.hasNextPage && (
            <Box>
              <Button
                variant="outlined"
                onClick={() => void reviews.fetchNextPage()}
                disabled={reviews.isFetchingNextPage}
              >
                {t('reviews.showMore')}
              </Button>
            </Box>
          )}
        </Stack>
      )}
      {status === 'signed-in' && (
        <ReviewFormDialog
          open={writing}
          onClose={() => setWriting(false)}
          productId={productId}
          vendorId={vendorId}
          saved={saved}
        />
      )}
    </Paper>
  );
}

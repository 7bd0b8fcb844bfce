import type { ProductSummary } from '@shop/shared-contracts/api/entities';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Typography } from '@shop/shared-platform/ui/mui-core';
import { Rating } from '@shop/shared-platform/ui/mui-page';

/**
 * The card's stars, or "no reviews yet" for a product nobody rated: five empty stars read as the
 * worst rating. Both take the stars' line, so the cards of a grid stay aligned.
 */
export function CardRating({
  product,
}: {
  product: Pick<ProductSummary, 'average_rating' | 'reviews_count'>;
}) {
  const { t } = useTranslation('catalog');
  if (product.reviews_count === 0) {
    return (
      <Typography
        variant="caption"
        color="text.secondary"
        // The stars' height, on one line in a phone's two-column grid, so no row grows for it.
        sx={{ my: 0.5, display: 'block', lineHeight: '18px', minHeight: 18 }}
      >
        {t('card.noReviews')}
      </Typography>
    );
  }
  return (
    <Rating
      value={Math.round(product.average_rating)}
      readOnly
      size="small"
      getLabelText={(value: number) => t('card.rating', { count: value })}
      // On a line of its own: inline, the price stuck to the last star where it fitted and
      // wrapped below where it did not, so cards of one grid differed.
      sx={{ my: 0.5, display: 'flex' }}
    />
  );
}

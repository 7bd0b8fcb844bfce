import type { ProductSummary } from '@shop/shared-contracts/api/entities';
import { localizedName } from '@shop/shared-contracts/format/localized';
import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { imageUrl } from '@shop/shared-platform/runtime/runtime-config-store';
import { IconButton, Stack, Typography } from '@shop/shared-platform/ui/mui-core';
import { Card, CardActionArea, CardContent } from '@shop/shared-platform/ui/mui-page';
import { AddShoppingCart, Favorite, FavoriteBorder } from '@shop/shared-platform/ui/page-icons';
import { memo, useId } from 'react';
import { usePrefetchProduct } from './api/prefetch-product';
import { CardRating } from './card-rating';
import { ProductPicture } from './product-picture';
import { ProductPrice } from './product-price';
import { useCardActions } from './use-card-actions';
import { VariantChooserDialog } from './variant-chooser-dialog';

/** Two columns on a phone, at most 300 px (the picture's own width) elsewhere. */
const DEFAULT_SIZES = '(min-width: 600px) 300px, 50vw';

/**
 * A product in a grid: picture (with a sold-out badge), name, rating, price, and the wishlist and
 * cart buttons.
 * `heading`: the level of the name under the page's headings; `priority`: the card is in the
 * first row of a page's main content, so its picture (the page's largest paint) loads at once
 * instead of waiting for lazy loading's layout check.
 * Memoised: the grid renders again right after hydration (`useDeferredUnlessFromServer`), and a
 * card whose props did not change (the query cache keeps its product) is passed by, not built
 * again in one long task.
 */
export const ProductCard = memo(function ProductCard({
  product,
  heading = 'h3',
  priority = false,
  pictureSizes = DEFAULT_SIZES,
}: {
  product: ProductSummary;
  heading?: 'h2' | 'h3';
  priority?: boolean;
  /** The picture's `sizes`: its width in the grid's layout (`cardPictureSizes`). */
  pictureSizes?: string;
}) {
  const { t, i18n } = useTranslation('catalog');
  const name = localizedName(product, i18n.language);
  const actions = useCardActions(product);
  const soldOutId = useId();
  // Pointing at or focusing the card is the best hint of the next page: its data loads now.
  const prefetch = usePrefetchProduct(product.id);
  const picture = product.images[0];
  return (
    <Card
      variant="outlined"
      component="li"
      data-testid="product-card"
      sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <CardActionArea
        component={RouterLink}
        to={routes.product(product.id)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        sx={{ flex: 1, position: 'relative' }}
      >
        {actions.soldOut && (
          <Typography
            id={soldOutId}
            component="span"
            variant="caption"
            sx={{
              position: 'absolute',
              insetBlockStart: 8,
              insetInlineStart: 8,
              zIndex: 1,
              px: 1,
              py: 0.25,
              // Room above and below for Arabic letters, which the caption's tight line clipped.
              lineHeight: 1.7,
              borderRadius: 1,
              fontWeight: 700,
              bgcolor: 'grey.900',
              color: 'common.white',
            }}
          >
            {t('card.soldOut')}
          </Typography>
        )}
        <ProductPicture
          image={picture}
          src={picture?.url ?? imageUrl(null)}
          sizes={pictureSizes}
          priority={priority}
          width={300}
          height={300}
          sx={{
            width: '100%',
            height: 'auto',
            aspectRatio: '1',
            objectFit: 'cover',
            bgcolor: 'grey.100',
            display: 'block',
            // Faded, so a sold-out product reads as such before its badge is read.
            opacity: actions.soldOut ? 0.55 : 1,
          }}
        />
        <CardContent sx={{ p: 1.5 }}>
          <Typography
            component={heading}
            variant="body1"
            sx={{ fontWeight: 500, overflowWrap: 'anywhere', minHeight: '3em' }}
          >
            {name}
          </Typography>
          <CardRating product={product} />
          <ProductPrice product={product} />
        </CardContent>
      </CardActionArea>
      <Stack direction="row" sx={{ justifyContent: 'space-between', px: 1, pb: 1 }}>
        <IconButton
          aria-label={t(actions.inWishlist ? 'card.removeFromWishlist' : 'card.addToWishlist', {
            name,
          })}
          aria-pressed={actions.inWishlist}
          disabled={actions.wishlistBusy}
          onClick={actions.onWishlist}
          color={actions.inWishlist ? 'error' : 'default'}
        >
          {actions.inWishlist ? <Favorite /> : <FavoriteBorder />}
        </IconButton>
        <IconButton
          aria-label={t(actions.soldOut ? 'card.soldOutCart' : 'card.addToCart', { name })}
          aria-describedby={actions.soldOut ? soldOutId : undefined}
          disabled={actions.cartBusy || actions.soldOut}
          onClick={actions.onCart}
          color="primary"
        >
          <AddShoppingCart />
        </IconButton>
      </Stack>
      {actions.choosing && (
        <VariantChooserDialog
          productId={product.id}
          name={name}
          busy={actions.cartBusy}
          onChoose={(variant) => actions.addVariant(variant.id)}
          onClose={actions.closeChooser}
        />
      )}
    </Card>
  );
});

import type { Product } from '@shop/shared-contracts/api/entities';
import { localizedDescription, localizedName } from '@shop/shared-contracts/format/localized';
import { normalizeLanguage } from '@shop/shared-contracts/i18n/languages';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, Paper, Stack, Typography } from '@shop/shared-platform/ui/mui-core';
import { useState } from 'react';
import { RelatedProducts } from '../related/related-products';
import { ReviewsSection } from '../reviews/reviews-section';
import { SellerCard } from '../seller/seller-card';
import { AfterFirstScreen } from './after-first-screen';
import { ProductGallery } from './gallery/product-gallery';
import { PurchasePanel } from './purchase/purchase-panel';
import { useProductTitle } from './use-product-title';
import { useSelectedVariant } from './use-selected-variant';
import { colorOf, imageIndexOfColor } from './variants/variant-selection';

/** The loaded product: gallery and purchase panel, then seller, description, reviews, related. */
export function ProductDetails({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('product');
  const language = normalizeLanguage(i18n.language);
  const name = localizedName(product, language);
  const description = localizedDescription(product, language);
  const { variant, select } = useSelectedVariant(product);
  const [imageIndex, setImageIndex] = useState(
    () => imageIndexOfColor(product.images, variant && colorOf(variant)) ?? 0,
  );
  useProductTitle(name);

  return (
    <Stack spacing={4}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <ProductGallery
          images={product.images}
          name={name}
          index={imageIndex}
          onIndexChange={setImageIndex}
        />
        <PurchasePanel
          product={product}
          name={name}
          variant={variant}
          onSelect={(next, colorChanged) => {
            select(next);
            const colorImage = colorChanged
              ? imageIndexOfColor(product.images, colorOf(next))
              : null;
            if (colorImage !== null) setImageIndex(colorImage);
          }}
        />
      </Box>
      <AfterFirstScreen>
        <SellerCard vendorId={product.vendor_id} />
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="product-description"
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography id="product-description" variant="h5" component="h2" gutterBottom>
            {t('description.title')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {description}
          </Typography>
        </Paper>
        <ReviewsSection productId={product.id} vendorId={product.vendor_id} />
        <RelatedProducts productId={product.id} categoryId={product.category_id} />
      </AfterFirstScreen>
    </Stack>
  );
}

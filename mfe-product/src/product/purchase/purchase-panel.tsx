import type { Product, Variant } from '@shop/shared-contracts/api/entities';
import { formatEuro } from '@shop/shared-contracts/format/money';
import { formatRating } from '@shop/shared-contracts/format/rating';
import { normalizeLanguage } from '@shop/shared-contracts/i18n/languages';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Divider, Link, Stack, Typography } from '@shop/shared-platform/ui/mui-core';
import { Rating } from '@shop/shared-platform/ui/mui-page';
import { useEffect, useState } from 'react';
import { useProductRating } from '../use-product-rating';
import { AttributePickers } from '../variants/attribute-pickers';
import { isInStock } from '../variants/variant-selection';
import { DeliveryFacts } from './delivery-facts';
import { PurchaseActions } from './purchase-actions';
import { QuantityStepper } from './quantity-stepper';
import { StockLine } from './stock-line';

interface PurchasePanelProps {
  product: Product;
  name: string;
  variant: Variant | undefined;
  onSelect: (variant: Variant, colorChanged: boolean) => void;
}

/** The stars and the link to the reviews. */
function RatingLine({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('product');
  const rating = useProductRating(product);
  // Five empty stars for a product nobody rated read as the worst rating.
  if (rating.count === 0) {
    return (
      <Link href="#reviews" data-testid="rating-summary">
        {t('rating.none')}
      </Link>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Rating value={rating.average} precision={0.1} readOnly size="small" aria-hidden />
      <Link href="#reviews" data-testid="rating-summary">
        {t('rating.summary', {
          average: formatRating(rating.average, normalizeLanguage(i18n.language)),
          count: rating.count,
        })}
      </Link>
    </Stack>
  );
}

/** Title, rating, price, the variant's pickers and stock, quantity and the buttons to buy. */
export function PurchasePanel({ product, name, variant, onSelect }: PurchasePanelProps) {
  const { i18n } = useTranslation('product');
  const language = normalizeLanguage(i18n.language);
  const [quantity, setQuantity] = useState(1);
  const stock = variant && isInStock(variant) ? variant.stock : 0;
  // Another variant has another stock: start again from one.
  useEffect(() => setQuantity(1), [variant?.id]);

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      <RatingLine product={product} />
      <Typography variant="h5" component="p" data-testid="product-price" sx={{ fontWeight: 700 }}>
        {formatEuro(variant?.price ?? product.min_price, language)}
      </Typography>
      <AttributePickers product={product} variant={variant} onSelect={onSelect} />
      <StockLine variant={variant} />
      <QuantityStepper value={quantity} max={stock} onChange={setQuantity} />
      <PurchaseActions product={product} name={name} variant={variant} quantity={quantity} />
      <Divider />
      <DeliveryFacts />
    </Stack>
  );
}

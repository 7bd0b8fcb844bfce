import type { ProductSummary } from '@shop/shared-contracts/api/entities';
import { formatEuro } from '@shop/shared-contracts/format/money';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Typography } from '@shop/shared-platform/ui/mui-core';

type PriceRange = Pick<ProductSummary, 'min_price' | 'max_price'>;

/**
 * The one way a tile words its price: the cheapest variant's, with "ab" / "من" / "from" in front
 * when other variants cost more, so the product page's higher prices are no surprise.
 */
export function useTilePrice(): (product: PriceRange) => string {
  const { t, i18n } = useTranslation('catalog');
  return (product) => {
    const price = formatEuro(product.min_price, i18n.language);
    return product.max_price > product.min_price ? t('card.priceFrom', { price }) : price;
  };
}

/**
 * The card's price, shown once. The original drew the same figure again struck through, which
 * reads as a discount that does not exist; a former price appears only when the API has one.
 */
export function ProductPrice({ product }: { product: PriceRange }) {
  const tilePrice = useTilePrice();
  return (
    <Typography component="span" sx={{ fontWeight: 'bold', color: 'primary.main' }}>
      {tilePrice(product)}
    </Typography>
  );
}

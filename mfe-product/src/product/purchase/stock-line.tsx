import type { Variant } from '@shop/shared-contracts/api/entities';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Typography } from '@shop/shared-platform/ui/mui-core';
import { isInStock } from '../variants/variant-selection';

/** From this many left on, the stock line stops counting and says "in stock". */
const FEW_LEFT = 5;

export function StockLine({ variant }: { variant: Variant | undefined }) {
  const { t } = useTranslation('product');
  if (!variant) return null;
  const [text, color] = !isInStock(variant)
    ? [t('stock.soldOut'), 'error.main']
    : variant.stock <= FEW_LEFT
      ? [t('stock.fewLeft', { count: variant.stock }), 'text.primary']
      : [t('stock.inStock'), 'success.dark'];
  return (
    <Typography data-testid="stock-line" role="status" sx={{ color, fontWeight: 600 }}>
      {text}
    </Typography>
  );
}

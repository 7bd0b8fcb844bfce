import { formatEuro } from '@shop/shared-contracts/format/money';
import { Typography } from '@shop/shared-platform/ui/mui-core';

/**
 * The card's price: the lowest variant price, shown once. The original drew the same figure
 * again struck through, which reads as a discount that does not exist; a former price appears
 * only when the API has one.
 */
export function ProductPrice({ amount, language }: { amount: number; language: string }) {
  return (
    <Typography component="span" sx={{ fontWeight: 'bold', color: 'primary.main' }}>
      {formatEuro(amount, language)}
    </Typography>
  );
}

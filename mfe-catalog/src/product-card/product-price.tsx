import { formatEuro } from '@shop/shared-contracts/format/money';
import { Box, Typography } from '@shop/shared-platform/ui/mui';

/**
 * The card's price: the lowest variant price, drawn as the shop always has, struck through and
 * again as the price to pay. The struck-through copy is hidden from screen readers, which read
 * one price only.
 */
export function ProductPrice({ amount, language }: { amount: number; language: string }) {
  const text = formatEuro(amount, language);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography
        component="span"
        variant="body2"
        aria-hidden="true"
        sx={{ textDecoration: 'line-through', color: 'text.secondary' }}
      >
        {text}
      </Typography>
      <Typography component="span" sx={{ fontWeight: 'bold', color: 'primary.main' }}>
        {text}
      </Typography>
    </Box>
  );
}

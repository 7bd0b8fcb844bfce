import type { CartItem } from '@shop/shared-contracts/api/entities';
import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Paper,
  Typography,
} from '@shop/shared-platform/ui/mui-core';
import { useCheckoutQuote } from '../checkout/api/quote-checkout';
import { SummaryRow } from '../shared/summary-row';
import { useMoney } from '../shared/use-money';

const STANDARD = { shipping_type: 'normal', coupon: '', wallet: false } as const;

export interface CartSummaryProps {
  items: CartItem[];
}

/**
 * The cart's totals as the server prices them (standard shipping, no coupon yet): out-of-stock
 * items are not counted, and the server says how much is missing for free standard shipping. Coupon, wallet and express shipping are chosen at checkout.
 */
export function CartSummary({ items }: CartSummaryProps) {
  const { t } = useTranslation('cartCheckout');
  const { euro } = useMoney();
  const inStock = items.some((item) => !item.out_of_stock);
  const quote = useCheckoutQuote(STANDARD, inStock);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="cart-summary-title"
      sx={{ p: 2 }}
    >
      <Typography id="cart-summary-title" variant="h6" component="h2" gutterBottom>
        {t('summary.title')}
      </Typography>
      {!inStock && <Alert severity="warning">{t('validation.noItems')}</Alert>}
      {inStock && quote.isPending && (
        <CircularProgress size={24} aria-label={t('summary.loading')} />
      )}
      {inStock && quote.isError && (
        <Alert severity="warning">{quote.error.message || t('summary.failed')}</Alert>
      )}
      {quote.data && inStock && (
        <Box component="dl" sx={{ m: 0 }}>
          <SummaryRow
            label={t('summary.subtotal', { count: quote.data.item_count })}
            amount={euro(quote.data.subtotal)}
            testId="cart-subtotal"
          />
          <SummaryRow
            label={t('summary.shippingStandard')}
            amount={
              quote.data.shipping_cost === 0 ? t('summary.free') : euro(quote.data.shipping_cost)
            }
            testId="cart-shipping"
          />
          <SummaryRow
            label={t('summary.total')}
            amount={euro(quote.data.price_after_discount)}
            strong
            testId="cart-total"
          />
        </Box>
      )}
      {quote.data && inStock && (
        <Typography
          variant="body2"
          color={quote.data.free_shipping_missing > 0 ? 'text.primary' : 'success.dark'}
          sx={{ mt: 1, fontWeight: 600 }}
          data-testid="free-shipping-progress"
        >
          {quote.data.free_shipping_missing > 0
            ? t('freeShipping.missing', { amount: euro(quote.data.free_shipping_missing) })
            : t('freeShipping.reached')}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        {t('summary.atCheckout')}
      </Typography>
      {/* A link to the checkout, at once: nothing is waited for (the old app's 2 s spinner was not). */}
      <Button
        variant="contained"
        size="large"
        fullWidth
        disabled={!inStock || quote.isError}
        {...(!inStock || quote.isError ? {} : { component: RouterLink, to: routes.checkout() })}
      >
        {t('cart.proceed')}
      </Button>
    </Paper>
  );
}

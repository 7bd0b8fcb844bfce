import type { CheckoutQuote } from '@shop/shared-contracts/api/checkout-quote';
import { paymentMethodOf } from '@shop/shared-contracts/api/payment-method';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Paper, Typography } from '@shop/shared-platform/ui/mui-core';

/**
 * Card is the only payment method and the shop asks for no card data: the card is paid at the
 * door, unless the wallet pays it all. Named as the confirmation and the orders name it.
 */
export function PaymentSection({ quote }: { quote: CheckoutQuote | undefined }) {
  const { t } = useTranslation('cartCheckout');
  const method = quote ? paymentMethodOf(quote) : 'cardOnDelivery';
  return (
    <Paper variant="outlined" component="section" aria-labelledby="payment-title" sx={{ p: 2 }}>
      <Typography id="payment-title" variant="h6" component="h2" gutterBottom>
        {t('checkout.payment')}
      </Typography>
      <Typography sx={{ fontWeight: 600 }} data-testid="checkout-payment-method">
        {t(`payment.method.${method}`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('payment.noCardData')}
      </Typography>
    </Paper>
  );
}

import type { CheckoutQuote } from '@shop/shared-contracts/api/checkout-quote';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Alert, Box } from '@shop/shared-platform/ui/mui-core';
import { sellerName } from '../cart/group-by-seller';
import { SummaryRow } from '../shared/summary-row';
import { useMoney } from '../shared/use-money';

/**
 * Subtotal, shipping, discount (per seller for a seller's coupon), wallet and total, exactly as
 * the server quoted them: placing the order charges these figures.
 */
export function CheckoutSummary({ quote }: { quote: CheckoutQuote }) {
  const { t } = useTranslation('cartCheckout');
  const { language, euro } = useMoney();
  const minus = (amount: number) => `−${euro(amount)}`;
  const vendorCoupon = quote.coupon?.vendor_id != null;
  return (
    <>
      {vendorCoupon && quote.vendor_discounts.length > 0 && (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="vendor-coupon-note">
          {t('coupon.vendorOnly', {
            code: quote.coupon?.code,
            seller: quote.vendor_discounts
              .map(({ vendor }) => sellerName(vendor, language))
              .join(', '),
          })}
        </Alert>
      )}
      <Box component="dl" sx={{ m: 0 }} aria-live="polite">
        <SummaryRow
          label={t('summary.subtotal', { count: quote.item_count })}
          amount={euro(quote.subtotal)}
          testId="summary-subtotal"
        />
        <SummaryRow
          label={t(
            quote.shipping_type === 'fast' ? 'summary.shippingExpress' : 'summary.shippingStandard',
          )}
          amount={quote.shipping_cost === 0 ? t('summary.free') : euro(quote.shipping_cost)}
          testId="summary-shipping"
        />
        {quote.discount > 0 && (
          <SummaryRow
            label={t('summary.discount', { code: quote.coupon?.code })}
            amount={minus(quote.discount)}
            testId="summary-discount"
          />
        )}
        {vendorCoupon &&
          quote.vendor_discounts.map(({ vendor, discount }) => (
            <SummaryRow
              key={vendor.id}
              label={t('summary.sellerDiscount', { seller: sellerName(vendor, language) })}
              amount={minus(discount)}
              testId="summary-seller-discount"
            />
          ))}
        {quote.wallet_usage > 0 && (
          <SummaryRow
            label={t('summary.wallet')}
            amount={minus(quote.wallet_usage)}
            testId="summary-wallet"
          />
        )}
        <SummaryRow
          label={t('summary.total')}
          amount={euro(quote.final_price)}
          strong
          testId="summary-total"
        />
      </Box>
    </>
  );
}

import type { Order } from '@shop/shared-contracts/api/entities';
import { formatEuro } from '@shop/shared-contracts/format/money';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, Typography } from '@shop/shared-platform/ui/mui-core';

/** Subtotal, shipping, coupon, wallet and what is left to pay, as the server priced them. */
export function OrderTotals({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('account');
  const euro = (amount: number) => formatEuro(amount, i18n.language);
  const discount =
    order.discount ?? order.total_amount + order.shipping_cost - order.price_after_discount;
  const rows: [string, string][] = [
    [t('orders.subtotal'), euro(order.total_amount)],
    [t(`orders.shipping.${order.shipping_type}`), euro(order.shipping_cost)],
    ...(discount > 0
      ? [
          [t('orders.discount', { code: order.coupon_code ?? '' }), `−${euro(discount)}`] as [
            string,
            string,
          ],
        ]
      : []),
    ...(order.wallet_usage > 0
      ? [[t('orders.walletUsage'), `−${euro(order.wallet_usage)}`] as [string, string]]
      : []),
  ];
  return (
    <Box>
      <Box component="dl" sx={{ m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography component="dt" variant="body2">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 2,
            borderTop: 1,
            borderColor: 'divider',
            mt: 1,
            pt: 1,
          }}
        >
          <Typography component="dt" sx={{ fontWeight: 700 }}>
            {t('orders.total')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
            {euro(order.final_price)}
          </Typography>
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {order.payment_status === 'paid'
          ? t('orders.payment.paid')
          : t('orders.payment.cashOnDelivery')}
      </Typography>
    </Box>
  );
}

import type { Order } from '@shop/shared-contracts/api/entities';
import { paymentMethodOf } from '@shop/shared-contracts/api/payment-method';
import { formatEuro } from '@shop/shared-contracts/format/money';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, Typography } from '@shop/shared-platform/ui/mui-core';

/**
 * Subtotal, shipping, coupon and the order's total, then the wallet's part and what is left to
 * pay at the door, as the server priced them: a wallet-paid order still shows what it cost.
 */
export function OrderTotals({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('account');
  const euro = (amount: number) => formatEuro(amount, i18n.language);
  const discount =
    order.discount ?? order.total_amount + order.shipping_cost - order.price_after_discount;
  const rows: [string, string][] = [
    [t('orders.subtotal'), euro(order.total_amount)],
    [
      t(`orders.shipping.${order.shipping_type}`),
      order.shipping_cost === 0 ? t('orders.freeShipping') : euro(order.shipping_cost),
    ],
    ...(discount > 0
      ? [
          [t('orders.discount', { code: order.coupon_code ?? '' }), `−${euro(discount)}`] as [
            string,
            string,
          ],
        ]
      : []),
  ];
  const paidRows: [string, string][] =
    order.wallet_usage > 0
      ? [
          [t('orders.walletUsage'), `−${euro(order.wallet_usage)}`],
          [t('orders.dueOnDelivery'), euro(order.final_price)],
        ]
      : [];
  const row = ([label, value]: [string, string]) => (
    <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography component="dt" variant="body2">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Box>
      <Box component="dl" sx={{ m: 0 }}>
        {rows.map(row)}
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
            {euro(order.price_after_discount)}
          </Typography>
        </Box>
        {paidRows.map(row)}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('orders.paymentMethod.label', {
          method: t(`orders.paymentMethod.${paymentMethodOf(order)}`),
        })}
      </Typography>
    </Box>
  );
}

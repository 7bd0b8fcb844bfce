import { deliveryWindow } from '@shop/shared-contracts/api/delivery-estimate';
import type { Order } from '@shop/shared-contracts/api/entities';
import { paymentMethodOf } from '@shop/shared-contracts/api/payment-method';
import { countryName } from '@shop/shared-contracts/format/country-name';
import { formatDate } from '@shop/shared-contracts/format/date';
import { localizedName } from '@shop/shared-contracts/format/localized';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, Divider, Paper, Stack, Typography } from '@shop/shared-platform/ui/mui-core';
import { PostalAddress } from '@shop/shared-platform/ui/postal-address';
import { itemPicture } from '../shared/item-picture';
import { SummaryRow } from '../shared/summary-row';
import { useMoney } from '../shared/use-money';
import { VariantAttributes } from '../shared/variant-attributes';

/** The placed order as the shopper keeps it: number, date, items, address, shipping, totals. */
export function OrderDetails({ order }: { order: Order }) {
  const { t } = useTranslation('cartCheckout');
  const { language, euro } = useMoney();
  const minus = (amount: number) => `−${euro(amount)}`;
  const address = order.address;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-print-area>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('confirmation.number')}
          </Typography>
          <Typography sx={{ fontWeight: 700 }} data-testid="order-number">
            {order.order_number}
          </Typography>
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('confirmation.date')}
          </Typography>
          <Typography>{formatDate(order.created_at, language)}</Typography>
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('confirmation.payment')}
          </Typography>
          <Typography data-testid="payment-label">
            {t(`payment.method.${paymentMethodOf(order)}`)}
          </Typography>
        </Box>
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Typography variant="h6" component="h2" gutterBottom>
        {t('confirmation.items')}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0 }}>
        {order.items.map((item) => (
          <Box
            component="li"
            key={item.id}
            sx={{
              listStyle: 'none',
              display: 'grid',
              gridTemplateColumns: '48px minmax(0, 1fr)',
              gap: 1.5,
              py: 1,
            }}
          >
            <Box
              component="img"
              src={itemPicture(item)}
              alt=""
              sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1 }}
            />
            <Stack sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {localizedName(item.product, language)}
              </Typography>
              <VariantAttributes variant={item.product_variant} language={language} />
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body2">
                  {t('checkout.quantityTimesPrice', {
                    quantity: item.quantity,
                    price: euro(item.unit_price),
                  })}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {euro(item.subtotal)}
                </Typography>
              </Stack>
            </Stack>
          </Box>
        ))}
      </Box>
      <Divider sx={{ my: 2 }} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Box>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('confirmation.address')}
          </Typography>
          <Typography component="address" sx={{ overflowWrap: 'anywhere', fontStyle: 'normal' }}>
            <PostalAddress
              parts={{
                title: address.title,
                street: address.address,
                postalCode: address.postal_code,
                city: address.city,
                country: countryName(address.country, language),
                phone: address.phone_number,
              }}
            />
          </Typography>
          <Typography variant="h6" component="h2" sx={{ mt: 2 }} gutterBottom>
            {t('confirmation.shipping')}
          </Typography>
          <Typography>
            {t(
              order.shipping_type === 'fast'
                ? 'summary.shippingExpress'
                : 'summary.shippingStandard',
            )}
          </Typography>
          <Typography data-testid="delivery-estimate">
            {t('confirmation.estimate', {
              date: formatDate(
                deliveryWindow(new Date(order.created_at), order.shipping_type).latest,
                language,
              ),
            })}
          </Typography>
        </Box>
        <Box component="dl" sx={{ m: 0 }}>
          <SummaryRow
            label={t('summary.subtotal', {
              count: order.items.reduce((sum, item) => sum + item.quantity, 0),
            })}
            amount={euro(order.total_amount)}
          />
          <SummaryRow
            label={t('summary.shipping')}
            amount={order.shipping_cost === 0 ? t('summary.free') : euro(order.shipping_cost)}
          />
          {(order.discount ?? 0) > 0 && (
            <SummaryRow
              label={t('summary.discount', { code: order.coupon_code })}
              amount={minus(order.discount ?? 0)}
            />
          )}
          {order.wallet_usage > 0 && (
            <SummaryRow label={t('summary.wallet')} amount={minus(order.wallet_usage)} />
          )}
          <SummaryRow
            label={t('summary.total')}
            amount={euro(order.final_price)}
            strong
            testId="order-total"
          />
        </Box>
      </Box>
    </Paper>
  );
}

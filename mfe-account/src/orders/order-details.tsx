import type { Order } from '@shop/shared-contracts/api/entities';
import { countryName } from '@shop/shared-contracts/format/country-name';
import { localizedName } from '@shop/shared-contracts/format/localized';
import { formatEuro } from '@shop/shared-contracts/format/money';
import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { Box, Link, Typography } from '@shop/shared-platform/ui/mui-core';
import { OrderTimelineList } from './order-timeline-list';
import { OrderTotals } from './order-totals';

/** What an opened order card shows: items, delivery address, totals and the timeline. */
export function OrderDetails({ order, headingLevel }: { order: Order; headingLevel: 3 | 4 }) {
  const { t, i18n } = useTranslation('account');
  const section = (title: string) => (
    <Typography variant="subtitle2" component={`h${headingLevel}`} sx={{ mt: 2, mb: 1 }}>
      {title}
    </Typography>
  );
  const { address } = order;
  return (
    <Box sx={{ pt: 1 }}>
      {section(t('orders.items'))}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {order.items.map((item) => (
          <Box
            component="li"
            key={item.id}
            sx={{ display: 'flex', gap: 1.5, py: 1, alignItems: 'center' }}
          >
            <Box
              component="img"
              src={item.product.images[0]?.url}
              alt=""
              width={48}
              height={48}
              sx={{ objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
            />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Link
                component={RouterLink}
                to={routes.product(item.product.id)}
                sx={{ overflowWrap: 'anywhere' }}
              >
                {localizedName(item.product, i18n.language)}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {item.product_variant.variant_values
                  .map((value) => localizedName(value, i18n.language))
                  .join(' · ')}
                {item.product_variant.variant_values.length ? ' · ' : ''}
                {`${item.quantity} × ${formatEuro(item.unit_price, i18n.language)}`}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {formatEuro(item.subtotal, i18n.language)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box>
          {section(t('orders.address'))}
          <Typography
            variant="body2"
            component="address"
            sx={{ fontStyle: 'normal', overflowWrap: 'anywhere' }}
          >
            {address.title}
            <br />
            {address.address}
            <br />
            {[address.postal_code, address.city].filter(Boolean).join(' ')}
            {address.postal_code || address.city ? <br /> : null}
            {countryName(address.country, i18n.language)}
            <br />
            <bdi>{address.phone_number}</bdi>
          </Typography>
          {order.tracking_number ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('orders.tracking', {
                carrier: order.tracking_carrier ?? '',
                number: order.tracking_number,
              })}
            </Typography>
          ) : null}
        </Box>
        <Box>
          {section(t('orders.summary'))}
          <OrderTotals order={order} />
        </Box>
      </Box>
      {section(t('orders.timeline.title'))}
      <OrderTimelineList order={order} />
    </Box>
  );
}

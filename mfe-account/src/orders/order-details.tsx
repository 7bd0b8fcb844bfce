import type { Order } from '@shop/shared-contracts/api/entities';
import { countryName } from '@shop/shared-contracts/format/country-name';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, Typography } from '@shop/shared-platform/ui/mui-core';
import { PostalAddress } from '@shop/shared-platform/ui/postal-address';
import { OrderItemRow } from './order-item-row';
import { OrderShipments } from './order-shipments';
import { OrderTimelineList } from './order-timeline-list';
import { OrderTotals } from './order-totals';

/**
 * What an opened order card shows: the items grouped by the store shipping them (each with its
 * status and tracking number), delivery address, totals and the timeline.
 */
export function OrderDetails({ order, headingLevel }: { order: Order; headingLevel: 3 | 4 }) {
  const { t, i18n } = useTranslation('account');
  const section = (title: string) => (
    <Typography variant="subtitle2" component={`h${headingLevel}`} sx={{ mt: 2, mb: 1 }}>
      {title}
    </Typography>
  );
  const { address } = order;
  // Orders answered before shipments existed list their items and one tracking number.
  const shipments = (order.shipments?.length ?? 0) > 0;
  return (
    <Box sx={{ pt: 1 }}>
      {shipments ? (
        <>
          {section(t('orders.shipment.title', { count: order.shipments?.length ?? 0 }))}
          <OrderShipments order={order} headingLevel={headingLevel === 3 ? 4 : 5} />
        </>
      ) : (
        <>
          {section(t('orders.items'))}
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {order.items.map((item) => (
              <OrderItemRow key={item.id} item={item} />
            ))}
          </Box>
        </>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box>
          {section(t('orders.address'))}
          <Typography
            variant="body2"
            component="address"
            sx={{ fontStyle: 'normal', overflowWrap: 'anywhere' }}
          >
            <PostalAddress
              parts={{
                title: address.title,
                street: address.address,
                postalCode: address.postal_code,
                city: address.city,
                country: countryName(address.country, i18n.language),
                phone: address.phone_number,
              }}
            />
          </Typography>
          {order.tracking_number && !shipments ? (
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

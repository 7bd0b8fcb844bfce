import type { Order } from '@shop/shared-contracts/api/entities';
import type { ShipmentStatus } from '@shop/shared-contracts/api/marketplace';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, Typography } from '@shop/shared-platform/ui/mui-core';
import { Chip } from '@shop/shared-platform/ui/mui-page';
import { OrderItemRow } from './order-item-row';
import { ShipmentReturns } from './shipment-returns';

/** Badge colours per shipment status, the order badge's tints (dark text, contrast above 7:1). */
const SHIPMENT_COLORS: Record<ShipmentStatus, { color: string; bgcolor: string }> = {
  pending: { color: '#7a3e00', bgcolor: '#fff3e0' },
  accepted: { color: '#0d47a1', bgcolor: '#e3f2fd' },
  shipped: { color: '#0d47a1', bgcolor: '#e3f2fd' },
  delivered: { color: '#1b5e20', bgcolor: '#e8f5e9' },
  cancelled: { color: '#b71c1c', bgcolor: '#ffebee' },
};

/**
 * The order's items grouped by the store that sends them: each shipment with its store, status,
 * carrier and tracking number, and its returns. Store names are shown as the stores wrote them (React escapes).
 */
export function OrderShipments({ order, headingLevel }: { order: Order; headingLevel: 4 | 5 }) {
  const { t, i18n } = useTranslation('account');
  const shipments = order.shipments ?? [];
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {shipments.map((shipment) => {
        const store =
          i18n.language === 'du'
            ? shipment.vendor.store_name_in_german
            : shipment.vendor.store_name_in_arabic;
        const items = order.items.filter((item) => shipment.order_item_ids.includes(item.id));
        return (
          <Box
            component="li"
            key={shipment.id}
            data-testid={`shipment-${shipment.id}`}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography
                variant="subtitle2"
                component={`h${headingLevel}`}
                sx={{ flex: 1, overflowWrap: 'anywhere' }}
              >
                {t('orders.shipment.from', { store })}
              </Typography>
              <Chip
                size="small"
                sx={SHIPMENT_COLORS[shipment.status]}
                label={t(`orders.shipment.status.${shipment.status}`)}
              />
            </Box>
            {shipment.tracking_number ? (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {t('orders.tracking', {
                  carrier: shipment.carrier ?? '',
                  number: shipment.tracking_number,
                })}
              </Typography>
            ) : null}
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {items.map((item) => (
                <OrderItemRow key={item.id} item={item} />
              ))}
            </Box>
            <ShipmentReturns order={order} shipment={shipment} />
          </Box>
        );
      })}
    </Box>
  );
}

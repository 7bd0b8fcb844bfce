import type { Order } from '@shop/shared-contracts/api/entities';
import type { OrderShipment } from '@shop/shared-contracts/api/marketplace';
import type { ReturnStatus } from '@shop/shared-contracts/api/marketplace-money';
import { formatDate } from '@shop/shared-contracts/format/date';
import { localizedName } from '@shop/shared-contracts/format/localized';
import { formatEuro } from '@shop/shared-contracts/format/money';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, Button, Typography } from '@shop/shared-platform/ui/mui-core';
import { Chip } from '@shop/shared-platform/ui/mui-page';
import { useState } from 'react';
import { toast } from '../shared/toast';
import { ReturnDialog } from './return-dialog';
import { canAskReturn, returnLeft } from './return-left';

const RETURN_COLORS: Record<ReturnStatus, { color: string; bgcolor: string }> = {
  requested: { color: '#7a3e00', bgcolor: '#fff3e0' },
  accepted: { color: '#1b5e20', bgcolor: '#e8f5e9' },
  refused: { color: '#b71c1c', bgcolor: '#ffebee' },
};

/**
 * A shipment's returns (status, lines, refund, the store's reason for a refusal) and, while its
 * window is open, "Return items". Reasons are shown as text (React escapes them).
 */
export function ShipmentReturns({ order, shipment }: { order: Order; shipment: OrderShipment }) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.language;
  const [asking, setAsking] = useState(false);
  const items = order.items.filter((item) => shipment.order_item_ids.includes(item.id));
  const left = returnLeft(shipment, items);
  const returns = shipment.returns ?? [];
  return (
    <Box sx={{ mt: 1 }}>
      {returns.map((made) => (
        <Box
          key={made.id}
          data-testid={`return-${made.id}`}
          sx={{ borderTop: 1, borderColor: 'divider', pt: 1, mt: 1 }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" sx={{ flex: 1, fontWeight: 600 }}>
              {t('orders.returns.heading', { date: formatDate(made.created_at, language) })}
            </Typography>
            <Chip
              size="small"
              sx={RETURN_COLORS[made.status]}
              label={t(`orders.returns.status.${made.status}`)}
            />
          </Box>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {made.lines
              .map((line) => `${line.quantity} × ${localizedName(line, language)}`)
              .join(', ')}
          </Typography>
          <Typography variant="body2">
            {t(made.status === 'accepted' ? 'orders.returns.refunded' : 'orders.returns.refund', {
              amount: formatEuro(made.refund, language),
            })}
          </Typography>
          {made.refusal_reason ? (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t('orders.returns.refusal', { reason: made.refusal_reason })}
            </Typography>
          ) : null}
        </Box>
      ))}
      {canAskReturn(shipment, left) ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
          <Button size="small" variant="outlined" onClick={() => setAsking(true)}>
            {t('orders.returns.open')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('orders.returns.until', {
              date: formatDate(shipment.returnable_until ?? '', language),
            })}
          </Typography>
        </Box>
      ) : null}
      {asking ? (
        <ReturnDialog
          orderId={order.id}
          shipmentId={shipment.id}
          items={items
            .map((item) => ({ item, left: left.get(item.id) ?? 0 }))
            .filter((row) => row.left > 0)}
          onDone={() => {
            setAsking(false);
            toast('success', t('orders.returns.sent'));
          }}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </Box>
  );
}

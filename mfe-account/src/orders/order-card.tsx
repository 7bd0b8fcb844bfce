import type { Order } from '@shop/shared-contracts/api/entities';
import { formatDate } from '@shop/shared-contracts/format/date';
import { formatEuro } from '@shop/shared-contracts/format/money';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { ExpandLess, ExpandMore } from '@shop/shared-platform/ui/icons';
import { Box, Button, Paper, Typography } from '@shop/shared-platform/ui/mui-core';
import { Collapse } from '@shop/shared-platform/ui/mui-overlays';
import { Chip } from '@shop/shared-platform/ui/mui-page';
import { useId, useState } from 'react';
import { toast } from '../shared/toast';
import { CancelOrderButton } from './cancel-order-button';
import { OrderDetails } from './order-details';
import { OrderItemPictures } from './order-item-pictures';
import { canCancel, canReturn, STATUS_COLORS } from './order-status';

/**
 * One order: number, date, status and total; opened, its details and what can be done. Its
 * heading is one level below the list's heading, which is `h1` on `/orders` and `h2` in a tab.
 */
export function OrderCard({ order, headingLevel = 3 }: { order: Order; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2 }} aria-label={order.order_number}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="subtitle1"
            component={`h${headingLevel}`}
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {order.order_number}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDate(order.created_at, i18n.language)} · {t('orders.itemCount', { count })}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Chip
            size="small"
            sx={STATUS_COLORS[order.order_status]}
            label={t(`orders.status.${order.order_status}`)}
          />
          {/* The order's total, not what was left to pay: a wallet-paid order cost something. */}
          <Box sx={{ textAlign: 'end' }}>
            <Typography sx={{ fontWeight: 700 }} data-testid="order-card-total">
              {formatEuro(order.price_after_discount, i18n.language)}
            </Typography>
            {order.wallet_usage > 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('orders.walletPart', { amount: formatEuro(order.wallet_usage, i18n.language) })}
              </Typography>
            ) : null}
          </Box>
        </Box>
      </Box>
      <OrderItemPictures items={order.items} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={detailsId}
          endIcon={open ? <ExpandLess /> : <ExpandMore />}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('orders.hideDetails') : t('orders.showDetails')}
        </Button>
        {canCancel(order.order_status) ? <CancelOrderButton order={order} /> : null}
        {/* Returns are asked for per shipment (in the details); older orders have none. */}
        {canReturn(order.order_status) && !order.shipments?.length ? (
          <Button size="small" onClick={() => toast('info', t('orders.returnInfo'))}>
            {t('orders.return')}
          </Button>
        ) : null}
      </Box>
      <Collapse in={open} id={detailsId} unmountOnExit>
        <OrderDetails order={order} headingLevel={headingLevel === 2 ? 3 : 4} />
      </Collapse>
    </Paper>
  );
}

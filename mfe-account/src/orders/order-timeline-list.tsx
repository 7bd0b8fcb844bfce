import type { Order } from '@shop/shared-contracts/api/entities';
import { formatDateTime } from '@shop/shared-contracts/format/date';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { CheckCircle, RadioButtonUnchecked } from '@shop/shared-platform/ui/icons';
import { Box, Typography } from '@shop/shared-platform/ui/mui-core';
import { orderTimeline } from './order-timeline';

/** The tracking history, or the timeline derived from the order's status. */
export function OrderTimelineList({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('account');
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {orderTimeline(order).map((step, index) => (
        <Box
          component="li"
          key={`${step.status}-${index}`}
          sx={{
            display: 'flex',
            gap: 1,
            py: 0.5,
            color: step.done ? 'text.primary' : 'text.secondary',
          }}
        >
          {step.done ? (
            <CheckCircle fontSize="small" color="success" aria-hidden />
          ) : (
            <RadioButtonUnchecked fontSize="small" aria-hidden />
          )}
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: step.done ? 600 : 400 }}>
              {t(`orders.timeline.${step.status}`)}
              {step.done ? '' : ` (${t('orders.timeline.open')})`}
            </Typography>
            {step.at || step.location ? (
              <Typography variant="caption" color="text.secondary" component="p">
                {[step.at ? formatDateTime(step.at, i18n.language) : '', step.location ?? '']
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            ) : null}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

import type { Order } from '@shop/shared-contracts/api/entities';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Button } from '@shop/shared-platform/ui/mui-core';
import { useState } from 'react';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { toast } from '../shared/toast';
import { useCancelOrder } from './api/cancel-order';

/** Cancels the order after asking; the server gives back stock, coupon and wallet credit. */
export function CancelOrderButton({ order }: { order: Order }) {
  const { t } = useTranslation('account');
  const [asking, setAsking] = useState(false);
  const cancel = useCancelOrder();
  const confirm = () =>
    cancel.mutate(order.id, {
      onSuccess: () => {
        setAsking(false);
        toast('success', t('orders.cancelled', { number: order.order_number }));
      },
      onError: () => {
        setAsking(false);
        toast('error', t('orders.cancelFailed'));
      },
    });
  return (
    <>
      <Button size="small" color="error" onClick={() => setAsking(true)}>
        {t('orders.cancel')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('orders.cancelTitle', { number: order.order_number })}
        text={order.wallet_usage > 0 ? t('orders.cancelTextWallet') : t('orders.cancelText')}
        confirmLabel={t('orders.cancelConfirm')}
        busy={cancel.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

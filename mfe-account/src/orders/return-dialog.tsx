import type { OrderItem } from '@shop/shared-contracts/api/entities';
import { RETURN_LIMITS } from '@shop/shared-contracts/api/marketplace-money';
import { localizedName } from '@shop/shared-contracts/format/localized';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { USER_TEXT_INPUT } from '@shop/shared-platform/ui/bidi-text';
import { Alert, Box, Button } from '@shop/shared-platform/ui/mui-core';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@shop/shared-platform/ui/mui-page';
import { type FormEvent, useId, useState } from 'react';
import { returnProblem, useRequestReturn } from './api/request-return';

interface ReturnDialogProps {
  orderId: number;
  shipmentId: number;
  /** The shipment's items with how many of each may still be returned. */
  items: { item: OrderItem; left: number }[];
  onDone: () => void;
  onClose: () => void;
}

/** Chooses items, quantities and a reason; the server checks them and decides the refund. */
export function ReturnDialog({ orderId, shipmentId, items, onDone, onClose }: ReturnDialogProps) {
  const { t, i18n } = useTranslation('account');
  const id = useId();
  const request = useRequestReturn(orderId, shipmentId);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const chosen = items
    .map(({ item }) => ({ order_item_id: item.id, quantity: quantities[item.id] ?? 0 }))
    .filter((line) => line.quantity > 0);
  const trimmed = reason.trim();
  const reasonProblem = trimmed.length < RETURN_LIMITS.reasonMin;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (reasonProblem || chosen.length === 0) return;
    request.mutate({ reason: trimmed, items: chosen }, { onSuccess: onDone });
  };
  const error = request.isError ? returnProblem(request.error) : null;
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{t('orders.returns.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('orders.returns.text')}</DialogContentText>
          {error ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {t(`orders.returns.errors.${error}`)}
            </Alert>
          ) : null}
          <Box sx={{ display: 'grid', gap: 2 }}>
            {items.map(({ item, left }) => (
              <TextField
                key={item.id}
                select
                label={localizedName(item.product, i18n.language)}
                value={String(quantities[item.id] ?? 0)}
                onChange={(event) =>
                  setQuantities((now) => ({ ...now, [item.id]: Number(event.target.value) }))
                }
                slotProps={{ select: { native: true } }}
                fullWidth
              >
                {Array.from({ length: left + 1 }, (_, count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </TextField>
            ))}
          </Box>
          {touched && chosen.length === 0 ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('orders.returns.errors.none_chosen')}
            </Alert>
          ) : null}
          <TextField
            label={t('orders.returns.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            required
            sx={{ mt: 2 }}
            error={touched && reasonProblem}
            helperText={
              touched && reasonProblem
                ? t('orders.returns.errors.reason_too_short')
                : t('orders.returns.reasonHint', {
                    min: RETURN_LIMITS.reasonMin,
                    max: RETURN_LIMITS.reasonMax,
                  })
            }
            slotProps={{ htmlInput: { ...USER_TEXT_INPUT, maxLength: RETURN_LIMITS.reasonMax } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('orders.returns.keep')}</Button>
          <Button type="submit" variant="contained" disabled={request.isPending}>
            {t('orders.returns.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import type { ShipBody } from '@shop/shared-contracts/api/marketplace';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Alert, Button } from '@shop/shared-platform/ui/mui-core';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@shop/shared-platform/ui/mui-page';
import { type FormEvent, useId, useState } from 'react';
import { useFieldText } from '../shared/use-field-text';

interface ShipDialogProps {
  open: boolean;
  busy: boolean;
  /** Server field codes and message of a failed attempt. */
  fields: Record<string, string>;
  error?: string | undefined;
  onShip: (body: ShipBody) => void;
  onClose: () => void;
}

/** Carrier and tracking number, both required, before a shipment is marked as shipped. */
export function ShipDialog({ open, busy, fields, error, onShip, onClose }: ShipDialogProps) {
  const { t } = useTranslation('seller');
  const fieldText = useFieldText();
  const id = useId();
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [touched, setTouched] = useState(false);
  const problems: Record<string, string | undefined> = {
    carrier: fields.carrier ?? (touched && !carrier.trim() ? 'required' : undefined),
    tracking_number:
      fields.tracking_number ?? (touched && !tracking.trim() ? 'required' : undefined),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (carrier.trim() && tracking.trim())
      onShip({ carrier: carrier.trim(), tracking_number: tracking.trim() });
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{t('orders.shipTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <TextField
            label={t('orders.carrier')}
            value={carrier}
            onChange={(event) => setCarrier(event.target.value)}
            required
            autoFocus
            error={Boolean(problems.carrier)}
            helperText={fieldText(problems.carrier)}
          />
          <TextField
            label={t('orders.trackingNumber')}
            value={tracking}
            onChange={(event) => setTracking(event.target.value)}
            required
            error={Boolean(problems.tracking_number)}
            helperText={fieldText(problems.tracking_number)}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('reason.keep')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('orders.ship')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

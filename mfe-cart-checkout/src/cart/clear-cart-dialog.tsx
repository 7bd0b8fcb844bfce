import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Button } from '@shop/shared-platform/ui/mui-core';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@shop/shared-platform/ui/mui-page';

export interface ClearCartDialogProps {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before the whole cart is emptied; cancel is the safe default. */
export function ClearCartDialog({ open, busy, onCancel, onConfirm }: ClearCartDialogProps) {
  const { t } = useTranslation('cartCheckout');
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="clear-cart-title">
      <DialogTitle id="clear-cart-title">{t('cart.clearTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('cart.clearText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t('cart.clearCancel')}
        </Button>
        <Button color="error" variant="contained" disabled={busy} onClick={onConfirm}>
          {t('cart.clearConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

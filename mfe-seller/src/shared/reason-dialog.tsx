import { useTranslation } from '@shop/shared-platform/i18n/react';
import { USER_TEXT_INPUT } from '@shop/shared-platform/ui/bidi-text';
import { Alert, Button } from '@shop/shared-platform/ui/mui-core';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@shop/shared-platform/ui/mui-page';
import { type FormEvent, useId, useState } from 'react';

/** `ReasonBody.reason`: 3 to 500 characters, as the API checks it. */
export const REASON_MIN = 3;
export const REASON_MAX = 500;

interface ReasonDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  /** Translated message of a failed attempt, shown in the dialog. */
  error?: string | undefined;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks for a reason before a step that cannot be undone (cancel, reject, suspend). */
export function ReasonDialog(props: ReasonDialogProps) {
  const { open, title, text, confirmLabel, busy, error, onConfirm, onClose } = props;
  const { t } = useTranslation('seller');
  const id = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = reason.trim();
  const problem =
    trimmed.length < REASON_MIN
      ? t('errors.field.too_short')
      : trimmed.length > REASON_MAX
        ? t('errors.field.too_long')
        : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!problem) onConfirm(trimmed);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
          {error ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          ) : null}
          <TextField
            label={t('reason.label')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            required
            autoFocus
            slotProps={{ htmlInput: USER_TEXT_INPUT }}
            error={touched && Boolean(problem)}
            helperText={
              touched && problem ? problem : t('reason.hint', { min: REASON_MIN, max: REASON_MAX })
            }
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('reason.keep')}</Button>
          <Button type="submit" color="error" variant="contained" disabled={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

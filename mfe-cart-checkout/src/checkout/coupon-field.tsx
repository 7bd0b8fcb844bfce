import { useTranslation } from '@shop/shared-platform/i18n/react';
import { LTR_INPUT } from '@shop/shared-platform/ui/ltr-input';
import { Button, Stack, Typography } from '@shop/shared-platform/ui/mui-core';
import { TextField } from '@shop/shared-platform/ui/mui-page';
import { type FormEvent, useEffect, useRef, useState } from 'react';

export interface CouponFieldProps {
  /** The applied code, or '' for none: the input is locked while a code is applied. */
  applied: string;
  busy: boolean;
  error: string | null;
  onApply: (code: string) => void;
  onClear: () => void;
}

export function CouponField({ applied, busy, error, onApply, onClear }: CouponFieldProps) {
  const { t } = useTranslation('cartCheckout');
  const [code, setCode] = useState(applied);
  const form = useRef<HTMLFormElement>(null);
  const settled = useRef(false);
  // Checking a code locks the field (and an applied code keeps it locked and swaps the button),
  // which drops the keyboard focus: once checked, focus goes to "remove coupon", or back to the
  // field to correct a refused code. Not on the first render, where focus belongs to the page.
  useEffect(() => {
    if (busy) return;
    if (!settled.current) {
      settled.current = true;
      return;
    }
    const active = document.activeElement;
    if (active && active !== document.body && !form.current?.contains(active)) return;
    form.current?.querySelector<HTMLElement>(applied ? 'button' : 'input')?.focus();
  }, [applied, busy]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(code);
  };
  return (
    <Stack
      ref={form}
      component="form"
      noValidate
      onSubmit={submit}
      direction="row"
      useFlexGap
      sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <TextField
        id="coupon-code"
        label={t('coupon.label')}
        size="small"
        value={applied || code}
        onChange={(event) => setCode(event.target.value)}
        disabled={Boolean(applied) || busy}
        error={Boolean(error)}
        helperText={error ?? ' '}
        slotProps={{
          // A code reads left to right in every language.
          htmlInput: { ...LTR_INPUT, maxLength: 40, autoCapitalize: 'characters' },
        }}
        sx={{ flex: '1 1 160px', minWidth: 0 }}
      />
      {/* Own keys: reusing one <button> for both would turn "remove" into a submit button while
          its click is still being handled, and the browser then submitted the emptied field
          ("Please enter a coupon code"). */}
      {applied ? (
        <Button
          key="clear"
          type="button"
          variant="outlined"
          onClick={(event) => {
            event.preventDefault();
            setCode('');
            onClear();
          }}
        >
          {t('coupon.clear')}
        </Button>
      ) : (
        <Button key="apply" type="submit" variant="outlined" disabled={busy}>
          {t('coupon.apply')}
        </Button>
      )}
      {applied && (
        <Typography variant="body2" color="success.dark" role="status" sx={{ flexBasis: '100%' }}>
          {t('coupon.applied', { code: applied })}
        </Typography>
      )}
    </Stack>
  );
}

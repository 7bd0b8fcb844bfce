import { useTranslation } from '@shop/shared-platform/i18n/react';
import { IconButton, Stack } from '@shop/shared-platform/ui/mui-core';
import { TextField } from '@shop/shared-platform/ui/mui-page';
import { Add, Remove } from '@shop/shared-platform/ui/page-icons';

interface QuantityStepperProps {
  value: number;
  /** The variant's stock; 0 disables the stepper. */
  max: number;
  onChange: (value: number) => void;
}

/**
 * A quantity from 1 to the stock: minus, a number field, plus. At a limit a button is only
 * marked unavailable (`aria-disabled`; the theme draws it disabled), not disabled: a disabled
 * button drops the keyboard focus of a shopper who has just pressed it up to the stock.
 */
export function QuantityStepper({ value, max, onChange }: QuantityStepperProps) {
  const { t } = useTranslation('product');
  const disabled = max < 1;
  const atMin = value <= 1;
  const atMax = value >= max;
  const clamp = (next: number) => Math.min(Math.max(1, Math.trunc(next) || 1), Math.max(1, max));
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <IconButton
        aria-label={t('quantity.decrease')}
        onClick={() => !atMin && onChange(clamp(value - 1))}
        disabled={disabled}
        aria-disabled={atMin || undefined}
      >
        <Remove />
      </IconButton>
      <TextField
        label={t('quantity.label')}
        type="number"
        size="small"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(clamp(Number(event.target.value)))}
        slotProps={{ htmlInput: { min: 1, max: Math.max(1, max), inputMode: 'numeric' } }}
        sx={{ width: 96 }}
      />
      <IconButton
        aria-label={t('quantity.increase')}
        onClick={() => !atMax && onChange(clamp(value + 1))}
        disabled={disabled}
        aria-disabled={atMax || undefined}
      >
        <Add />
      </IconButton>
    </Stack>
  );
}

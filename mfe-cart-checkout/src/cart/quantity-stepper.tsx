import { useTranslation } from '@shop/shared-platform/i18n/react';
import { IconButton, Stack, Typography } from '@shop/shared-platform/ui/mui-core';

export interface QuantityStepperProps {
  quantity: number;
  /** The most the shopper may order (the stock). */
  max: number;
  /** Locked: out of stock. */
  disabled: boolean;
  /** The product's name, so each button says which item it changes. */
  itemName: string;
  onChange: (quantity: number) => void;
}

/**
 * Minus, the quantity and plus: from 1 up to the stock. At a limit a button is only marked
 * unavailable (`aria-disabled`; the theme draws it disabled), not disabled: a disabled button
 * drops the keyboard focus of a shopper who has just pressed it up to the stock.
 */
export function QuantityStepper({
  quantity,
  max,
  disabled,
  itemName,
  onChange,
}: QuantityStepperProps) {
  const { t } = useTranslation('cartCheckout');
  const atMin = quantity <= 1;
  const atMax = quantity >= max;
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('cart.quantityOf', { name: itemName })}
      sx={{ alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <IconButton
        size="small"
        sx={{ width: 36, height: 36, fontSize: '1.25rem', lineHeight: 1 }}
        aria-label={t('cart.decrease', { name: itemName })}
        disabled={disabled}
        aria-disabled={atMin || undefined}
        onClick={() => !atMin && onChange(quantity - 1)}
      >
        <span aria-hidden>−</span>
      </IconButton>
      <Typography
        component="output"
        aria-live="polite"
        sx={{ minWidth: 32, textAlign: 'center', fontWeight: 600 }}
      >
        {quantity}
      </Typography>
      <IconButton
        size="small"
        sx={{ width: 36, height: 36, fontSize: '1.25rem', lineHeight: 1 }}
        aria-label={t('cart.increase', { name: itemName })}
        disabled={disabled}
        aria-disabled={atMax || undefined}
        onClick={() => !atMax && onChange(quantity + 1)}
      >
        <span aria-hidden>+</span>
      </IconButton>
    </Stack>
  );
}

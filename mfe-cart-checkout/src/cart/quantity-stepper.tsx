import { IconButton, Stack, Typography } from '@shop/shared-platform/ui/mui-core';
import { useTranslation } from 'react-i18next';

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

/** Minus, the quantity and plus: from 1 up to the stock. */
export function QuantityStepper({
  quantity,
  max,
  disabled,
  itemName,
  onChange,
}: QuantityStepperProps) {
  const { t } = useTranslation('cartCheckout');
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
        disabled={disabled || quantity <= 1}
        onClick={() => onChange(quantity - 1)}
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
        disabled={disabled || quantity >= max}
        onClick={() => onChange(quantity + 1)}
      >
        <span aria-hidden>+</span>
      </IconButton>
    </Stack>
  );
}

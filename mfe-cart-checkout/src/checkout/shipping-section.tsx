import { DELIVERY_BUSINESS_DAYS } from '@shop/shared-contracts/api/checkout-quote';
import { deliveryWindow } from '@shop/shared-contracts/api/delivery-estimate';
import type { ShippingPrices, ShippingType } from '@shop/shared-contracts/api/entities';
import { formatDate } from '@shop/shared-contracts/format/date';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Paper, Typography } from '@shop/shared-platform/ui/mui-core';
import { FormControlLabel, Radio, RadioGroup } from '@shop/shared-platform/ui/mui-page';
import { useState } from 'react';
import { useMoney } from '../shared/use-money';

export interface ShippingSectionProps {
  prices: ShippingPrices;
  /** Whether the server's quote ships this cart's standard delivery free (null while unknown). */
  freeStandard: boolean | null;
  selected: ShippingType;
  onSelect: (type: ShippingType) => void;
}

/**
 * Standard or express, each with the server's price (standard free from the server's
 * threshold, as the quote says) and its delivery date counted in working days.
 */
export function ShippingSection({
  prices,
  freeStandard,
  selected,
  onSelect,
}: ShippingSectionProps) {
  const { t } = useTranslation('cartCheckout');
  const { language, euro } = useMoney();
  // The checkout renders for a signed-in shopper in the browser; the day is read once.
  const [today] = useState(() => new Date());
  const options: { type: ShippingType; price: string }[] = [
    { type: 'normal', price: freeStandard ? t('summary.free') : euro(prices.price) },
    { type: 'fast', price: euro(prices.fast_price) },
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="shipping-title" sx={{ p: 2 }}>
      <Typography id="shipping-title" variant="h6" component="h2" gutterBottom>
        {t('checkout.shipping')}
      </Typography>
      <RadioGroup
        aria-labelledby="shipping-title"
        name="shipping"
        value={selected}
        onChange={(_event, value) => onSelect(value as ShippingType)}
      >
        {options.map(({ type, price }) => (
          <FormControlLabel
            key={type}
            value={type}
            control={<Radio />}
            data-testid={`shipping-option-${type}`}
            label={t(`shipping.${type}`, {
              price,
              min: DELIVERY_BUSINESS_DAYS[type].min,
              max: DELIVERY_BUSINESS_DAYS[type].max,
              date: formatDate(deliveryWindow(today, type).latest, language),
            })}
          />
        ))}
      </RadioGroup>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('freeShipping.rule', {
          threshold: euro(prices.free_shipping_threshold),
          express: euro(prices.fast_price),
        })}
      </Typography>
    </Paper>
  );
}

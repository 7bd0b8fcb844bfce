import { DELIVERY_BUSINESS_DAYS } from '@shop/shared-contracts/api/checkout-quote';
import type { ShippingPrices, ShippingType } from '@shop/shared-contracts/api/entities';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Paper, Typography } from '@shop/shared-platform/ui/mui-core';
import { FormControlLabel, Radio, RadioGroup } from '@shop/shared-platform/ui/mui-page';
import { useMoney } from '../shared/use-money';

export interface ShippingSectionProps {
  prices: ShippingPrices;
  selected: ShippingType;
  onSelect: (type: ShippingType) => void;
}

/** Standard or express, each with the server's price and its delivery estimate. */
export function ShippingSection({ prices, selected, onSelect }: ShippingSectionProps) {
  const { t } = useTranslation('cartCheckout');
  const { euro } = useMoney();
  const options: { type: ShippingType; price: number }[] = [
    { type: 'normal', price: prices.price },
    { type: 'fast', price: prices.fast_price },
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
            label={t(`shipping.${type}`, {
              price: euro(price),
              min: DELIVERY_BUSINESS_DAYS[type].min,
              max: DELIVERY_BUSINESS_DAYS[type].max,
            })}
          />
        ))}
      </RadioGroup>
    </Paper>
  );
}

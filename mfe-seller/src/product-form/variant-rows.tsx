import type { SellerOptions } from '@shop/shared-contracts/api/marketplace';
import { localizedName } from '@shop/shared-contracts/format/localized';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, Button, Paper, Typography } from '@shop/shared-platform/ui/mui-core';
import { MenuItem, TextField } from '@shop/shared-platform/ui/mui-page';
import { useFieldText } from '../shared/use-field-text';
import type { ProductErrors, VariantDraft } from './product-validation';

interface VariantRowsProps {
  variants: VariantDraft[];
  options: SellerOptions;
  errors: ProductErrors;
  onChange: (variants: VariantDraft[]) => void;
}

let nextKey = 0;
export const newVariantKey = () => `new-${++nextKey}`;

/** The product's variants, one row per colour × size with its price and stock. */
export function VariantRows({ variants, options, errors, onChange }: VariantRowsProps) {
  const { t, i18n } = useTranslation('seller');
  const fieldText = useFieldText();
  const change = (index: number, patch: Partial<VariantDraft>) =>
    onChange(variants.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6">
        {t('form.variants')}
      </Typography>
      {errors.variants ? (
        <Typography color="error" role="alert">
          {fieldText(errors.variants)}
        </Typography>
      ) : null}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {variants.map((row, index) => {
          const field = (name: string) => errors[`variants.${index}.${name}`];
          const number = index + 1;
          return (
            <Paper
              component="li"
              key={row.key}
              variant="outlined"
              sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
            >
              {/* 180 px each: one field per line on a phone, so no label is cut off. */}
              <TextField
                select
                size="small"
                label={t('form.color', { number })}
                value={row.color_id}
                onChange={(event) => change(index, { color_id: event.target.value })}
                sx={{ flex: '1 1 180px' }}
              >
                <MenuItem value="">{t('form.none')}</MenuItem>
                {options.colors.map((color) => (
                  <MenuItem key={color.id} value={String(color.id)}>
                    {localizedName(color, i18n.language)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                label={t('form.size', { number })}
                value={row.size_id}
                onChange={(event) => change(index, { size_id: event.target.value })}
                error={Boolean(field('size_id'))}
                helperText={fieldText(field('size_id'))}
                sx={{ flex: '1 1 180px' }}
              >
                <MenuItem value="">{t('form.none')}</MenuItem>
                {options.sizes.map((size) => (
                  <MenuItem key={size.id} value={String(size.id)}>
                    {localizedName(size, i18n.language)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                size="small"
                label={t('form.price', { number })}
                value={row.price}
                onChange={(event) => change(index, { price: event.target.value })}
                inputMode="decimal"
                required
                error={Boolean(field('price'))}
                helperText={fieldText(field('price'))}
                sx={{ flex: '1 1 180px' }}
              />
              <TextField
                size="small"
                label={t('form.stock', { number })}
                value={row.stock}
                onChange={(event) => change(index, { stock: event.target.value })}
                inputMode="numeric"
                required
                error={Boolean(field('stock'))}
                helperText={fieldText(field('stock'))}
                sx={{ flex: '1 1 180px' }}
              />
              <Button
                onClick={() => onChange(variants.filter((_, i) => i !== index))}
                disabled={variants.length === 1}
                aria-label={t('form.removeVariant', { number })}
              >
                {t('form.remove')}
              </Button>
            </Paper>
          );
        })}
      </Box>
      <Button
        sx={{ mt: 1 }}
        onClick={() =>
          onChange([
            ...variants,
            { key: newVariantKey(), color_id: '', size_id: '', price: '', stock: '' },
          ])
        }
      >
        {t('form.addVariant')}
      </Button>
    </Box>
  );
}

import type { CartItem } from '@shop/shared-contracts/api/entities';
import { localizedName } from '@shop/shared-contracts/format/localized';
import type { Language } from '@shop/shared-contracts/i18n/languages';
import { Box, Stack, Typography } from '@shop/shared-platform/ui/mui-core';

/** A variant's colour (as a swatch with its name) and size, e.g. "● Blau · Größe: M". */
export function VariantAttributes({
  variant,
  language,
}: {
  variant: CartItem['product_variant'];
  language: Language;
}) {
  if (variant.variant_values.length === 0) return null;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      {variant.variant_values.map((value) => (
        <Stack
          key={value.variant_attribute.id}
          direction="row"
          sx={{ alignItems: 'center', gap: 0.5 }}
        >
          {value.variant_attribute.type === 'color' && (
            <Box
              aria-hidden
              sx={{
                width: 14,
                height: 14,
                borderRadius: '50%',
                bgcolor: value.value,
                border: 1,
                borderColor: 'divider',
              }}
            />
          )}
          <Typography variant="body2" color="text.secondary">
            {localizedName(value.variant_attribute, language)}: {localizedName(value, language)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

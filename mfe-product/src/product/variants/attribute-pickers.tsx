import type { Product, Variant, VariantAttribute } from '@shop/shared-contracts/api/entities';
import { localizedName } from '@shop/shared-contracts/format/localized';
import { normalizeLanguage } from '@shop/shared-contracts/i18n/languages';
import { Box, Stack, Typography } from '@shop/shared-platform/ui/mui';
import { ToggleButton, ToggleButtonGroup } from '@shop/shared-platform/ui/mui-page';
import { useTranslation } from 'react-i18next';
import {
  type AttributeGroup,
  attributeGroups,
  chooseValue,
  groupKey,
  type OptionState,
  optionState,
} from './variant-selection';

interface AttributePickersProps {
  product: Product;
  variant: Variant | undefined;
  onSelect: (variant: Variant, colorChanged: boolean) => void;
}

function OptionLabel({ attribute, name }: { attribute: VariantAttribute; name: string }) {
  if (attribute.type !== 'color') return <>{name}</>;
  return (
    <Box
      aria-hidden
      sx={{
        width: 24,
        height: 24,
        borderRadius: '50%',
        bgcolor: attribute.value,
        border: '1px solid',
        borderColor: 'grey.400',
      }}
    />
  );
}

/** One picker per attribute; values without a variant are disabled, sold-out ones struck out. */
export function AttributePickers({ product, variant, onSelect }: AttributePickersProps) {
  const { t, i18n } = useTranslation('product');
  const language = normalizeLanguage(i18n.language);
  if (!variant) return null;
  const groups = attributeGroups(product);
  const selectedValue = (group: AttributeGroup) =>
    variant.attributes.find((attribute) => groupKey(attribute) === group.key)?.value ?? null;

  return (
    <Stack spacing={2}>
      {groups.map((group) => {
        const groupName = localizedName(group.names, language);
        const chosen = group.values.find((value) => value.value === selectedValue(group));
        return (
          <Stack key={group.key} spacing={1}>
            <Typography id={`picker-${group.type}`} variant="subtitle2" component="p">
              {groupName}: {chosen ? localizedName(chosen, language) : ''}
            </Typography>
            <ToggleButtonGroup
              exclusive
              value={selectedValue(group)}
              aria-labelledby={`picker-${group.type}`}
              onChange={(_event, value: string | null) => {
                if (value === null) return;
                const next = chooseValue(product.variants, variant, group.key, value);
                if (next) onSelect(next, group.type === 'color');
              }}
              sx={{
                flexWrap: 'wrap',
                gap: 1,
                '& .MuiToggleButtonGroup-grouped': {
                  borderRadius: 1,
                  border: '1px solid',
                  borderColor: 'divider',
                },
              }}
            >
              {group.values.map((attribute) => {
                const state: OptionState = optionState(
                  product.variants,
                  variant,
                  group.key,
                  attribute.value,
                );
                const name = localizedName(attribute, language);
                return (
                  <ToggleButton
                    key={attribute.value}
                    value={attribute.value}
                    disabled={state === 'missing'}
                    aria-label={state === 'available' ? name : t(`variants.${state}`, { name })}
                    title={state === 'available' ? name : t(`variants.${state}`, { name })}
                    sx={{
                      minWidth: 44,
                      minHeight: 44,
                      textDecoration: state === 'available' ? 'none' : 'line-through',
                      opacity: state === 'sold-out' ? 0.6 : undefined,
                    }}
                  >
                    <OptionLabel attribute={attribute} name={name} />
                  </ToggleButton>
                );
              })}
            </ToggleButtonGroup>
          </Stack>
        );
      })}
    </Stack>
  );
}

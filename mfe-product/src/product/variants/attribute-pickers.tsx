import type { Product, Variant, VariantAttribute } from '@shop/shared-contracts/api/entities';
import { localizedName } from '@shop/shared-contracts/format/localized';
import { normalizeLanguage } from '@shop/shared-contracts/i18n/languages';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, Button, Stack, Typography, useTheme } from '@shop/shared-platform/ui/mui-core';
import type { KeyboardEvent } from 'react';
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

/**
 * Arrow keys move between a picker's options (mirrored in Arabic), skipping disabled ones; only
 * the chosen option is a Tab stop, so Tab goes from picker to picker. Enter or Space chooses.
 */
function moveAmongOptions(event: KeyboardEvent<HTMLElement>, rtl: boolean) {
  const next = rtl ? 'ArrowLeft' : 'ArrowRight';
  const previous = rtl ? 'ArrowRight' : 'ArrowLeft';
  const step =
    event.key === next || event.key === 'ArrowDown'
      ? 1
      : event.key === previous || event.key === 'ArrowUp'
        ? -1
        : 0;
  const options = [...event.currentTarget.querySelectorAll<HTMLElement>('button:not(:disabled)')];
  const at = options.indexOf(document.activeElement as HTMLElement);
  if (step === 0 || at < 0) return;
  event.preventDefault();
  options[(at + step + options.length) % options.length]?.focus();
}

/** One picker per attribute; values without a variant are disabled, sold-out ones struck out. */
export function AttributePickers({ product, variant, onSelect }: AttributePickersProps) {
  const { t, i18n } = useTranslation('product');
  const rtl = useTheme().direction === 'rtl';
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
            <Stack
              direction="row"
              role="group"
              aria-labelledby={`picker-${group.type}`}
              onKeyDown={(event) => moveAmongOptions(event, rtl)}
              useFlexGap
              sx={{ flexWrap: 'wrap', gap: 1 }}
            >
              {group.values.map((attribute) => {
                const state: OptionState = optionState(
                  product.variants,
                  variant,
                  group.key,
                  attribute.value,
                );
                const name = localizedName(attribute, language);
                const label = state === 'available' ? name : t(`variants.${state}`, { name });
                const selected = attribute.value === selectedValue(group);
                return (
                  <Button
                    key={attribute.value}
                    variant={selected ? 'contained' : 'outlined'}
                    color={selected ? 'primary' : 'inherit'}
                    aria-pressed={selected}
                    tabIndex={selected ? 0 : -1}
                    disabled={state === 'missing'}
                    aria-label={label}
                    title={label}
                    onClick={() => {
                      const next = chooseValue(
                        product.variants,
                        variant,
                        group.key,
                        attribute.value,
                      );
                      if (next && next.id !== variant.id) onSelect(next, group.type === 'color');
                    }}
                    sx={{
                      minWidth: 44,
                      minHeight: 44,
                      px: attribute.type === 'color' ? 1 : 2,
                      textDecoration: state === 'available' ? 'none' : 'line-through',
                    }}
                  >
                    <OptionLabel attribute={attribute} name={name} />
                  </Button>
                );
              })}
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
}

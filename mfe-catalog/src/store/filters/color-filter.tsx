import type { SizeOption } from '@shop/shared-contracts/api/entities';
import { localizedName } from '@shop/shared-contracts/format/localized';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, Button } from '@shop/shared-platform/ui/mui-core';
import { Check } from '@shop/shared-platform/ui/page-icons';
import { useState } from 'react';
import { useCountFormat } from '../count-format';
import { type FacetLookup, isUnavailable } from './facet-counts';
import { isLightColor, SWATCH_LIMIT, swatchColor } from './swatch-color';

interface ColorFilterProps {
  colors: string[];
  names: SizeOption[];
  selected: string[];
  counts: FacetLookup;
  onToggle: (value: string) => void;
}

/**
 * Colour swatches, each a toggle named by its colour and count. At most 15 show on small screens
 * and 20 on wide ones until "more" is pressed; values that are not a colour are left out.
 */
export function ColorFilter({ colors, names, selected, counts, onToggle }: ColorFilterProps) {
  const { t, i18n } = useTranslation('catalog');
  const format = useCountFormat(counts.estimated);
  const [expanded, setExpanded] = useState(false);
  const swatches = colors.flatMap((value) => {
    const css = swatchColor(value);
    return css ? [{ value, css }] : [];
  });
  const nameOf = (value: string) => {
    const option = names.find((candidate) => candidate.value === value);
    return option ? localizedName(option, i18n.language) : value;
  };
  // Hidden beyond the limit of the screen size until expanded (CSS decides, so no flash).
  const display = (index: number) =>
    expanded || index < SWATCH_LIMIT.small
      ? 'flex'
      : index < SWATCH_LIMIT.wide
        ? { xs: 'none', md: 'flex' }
        : 'none';
  const moreDisplay =
    swatches.length > SWATCH_LIMIT.wide
      ? 'inline-flex'
      : swatches.length > SWATCH_LIMIT.small
        ? { xs: 'inline-flex', md: 'none' }
        : 'none';
  return (
    <Box>
      <Box
        component="ul"
        aria-label={t('filters.colors')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
      >
        {swatches.map(({ value, css }, index) => {
          const count = counts.color(value);
          const chosen = selected.includes(value);
          const name = nameOf(value);
          return (
            <Box component="li" key={value} sx={{ display: display(index) }}>
              <Box
                component="button"
                type="button"
                aria-pressed={chosen}
                aria-label={t('filters.colorChoice', { name, ...format.options(count) })}
                title={`${name} (${format.short(count)})`}
                disabled={isUnavailable(count, chosen)}
                onClick={() => onToggle(value)}
                data-testid={`color-filter-${value}`}
                sx={{
                  width: 32,
                  height: 32,
                  borderRadius: '50%',
                  bgcolor: css,
                  border: '2px solid',
                  borderColor: chosen ? 'primary.main' : 'grey.400',
                  outline: chosen ? '2px solid' : 'none',
                  outlineColor: 'primary.main',
                  outlineOffset: 1,
                  cursor: 'pointer',
                  display: 'grid',
                  placeItems: 'center',
                  color: isLightColor(css) ? 'grey.900' : 'common.white',
                  '&:disabled': { opacity: 0.3, cursor: 'not-allowed' },
                  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark' },
                }}
              >
                {chosen && <Check fontSize="small" />}
              </Box>
            </Box>
          );
        })}
      </Box>
      <Button
        size="small"
        onClick={() => setExpanded(!expanded)}
        aria-expanded={expanded}
        sx={{ display: moreDisplay, mt: 1 }}
      >
        {expanded ? t('filters.fewerColors') : t('filters.moreColors')}
      </Button>
    </Box>
  );
}

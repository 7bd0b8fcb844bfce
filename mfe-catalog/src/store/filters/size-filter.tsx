import type { SizeOption } from '@shop/shared-contracts/api/entities';
import { localizedName } from '@shop/shared-contracts/format/localized';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box } from '@shop/shared-platform/ui/mui-core';
import { Chip } from '@shop/shared-platform/ui/mui-page';
import { useCountFormat } from '../count-format';
import { type FacetLookup, isUnavailable } from './facet-counts';

interface SizeFilterProps {
  sizes: SizeOption[];
  selected: string[];
  counts: FacetLookup;
  onToggle: (value: string) => void;
}

/** Size chips (all of them: sizes have no limit), each a toggle with its count. */
export function SizeFilter({ sizes, selected, counts, onToggle }: SizeFilterProps) {
  const { t, i18n } = useTranslation('catalog');
  const format = useCountFormat(counts.estimated);
  return (
    <Box
      component="ul"
      aria-label={t('filters.sizes')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
    >
      {sizes.map((size) => {
        const count = counts.size(size.value);
        const chosen = selected.includes(size.value);
        const name = localizedName(size, i18n.language);
        return (
          <li key={size.value}>
            <Chip
              label={`${name} (${format.short(count)})`}
              aria-label={t('filters.sizeChoice', { name, ...format.options(count) })}
              aria-pressed={chosen}
              color={chosen ? 'primary' : 'default'}
              variant={chosen ? 'filled' : 'outlined'}
              disabled={isUnavailable(count, chosen)}
              onClick={() => onToggle(size.value)}
              data-testid={`size-filter-${size.value}`}
            />
          </li>
        );
      })}
    </Box>
  );
}

import type { FilterCategory } from '@shop/shared-contracts/api/entities';
import { localizedName } from '@shop/shared-contracts/format/localized';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box } from '@shop/shared-platform/ui/mui-core';
import { List, ListItemButton, ListItemText } from '@shop/shared-platform/ui/mui-lists';
import { ListItem } from '@shop/shared-platform/ui/mui-page';
import { useCountFormat } from '../count-format';
import { type FacetLookup, isUnavailable } from './facet-counts';

interface CategoryFilterProps {
  categories: FilterCategory[];
  selected: number | undefined;
  counts: FacetLookup;
  onSelect: (id: number | undefined) => void;
}

/** Parents in bold, their children indented; each with its count. Choosing it again clears it. */
export function CategoryFilter({ categories, selected, counts, onSelect }: CategoryFilterProps) {
  const { t, i18n } = useTranslation('catalog');
  const format = useCountFormat(counts.estimated);
  const row = (
    category: { id: number; name_german: string; name_arabic: string },
    parent: boolean,
  ) => {
    const count = counts.category(category.id);
    const chosen = selected === category.id;
    return (
      <ListItem key={category.id} disablePadding>
        <ListItemButton
          selected={chosen}
          aria-pressed={chosen}
          disabled={isUnavailable(count, chosen)}
          onClick={() => onSelect(chosen ? undefined : category.id)}
          sx={{ pl: parent ? 1 : 3, py: 0.25, borderRadius: 1 }}
          data-testid={`category-filter-${category.id}`}
        >
          <ListItemText
            primary={localizedName(category, i18n.language)}
            slotProps={{
              primary: { sx: { fontWeight: parent ? 'bold' : 'normal', fontSize: 14 } },
            }}
          />
          <Box component="span" sx={{ fontSize: 13, color: 'text.secondary', ml: 1 }}>
            <span aria-hidden="true">{format.short(count)}</span>
            <Box component="span" sx={visuallyHidden}>
              {t('filters.productCount', format.options(count))}
            </Box>
          </Box>
        </ListItemButton>
      </ListItem>
    );
  };
  return (
    <List dense disablePadding aria-label={t('filters.categories')}>
      {categories.flatMap((parent) => [
        row(parent, true),
        ...parent.subcategories.map((child) => row(child, false)),
      ])}
    </List>
  );
}

/** Read by screen readers, not shown. */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

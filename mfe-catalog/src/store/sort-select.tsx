import type { SortKey, SortOption } from '@shop/shared-contracts/api/entities';
import { localizedName } from '@shop/shared-contracts/format/localized';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { MenuItem, TextField } from '@shop/shared-platform/ui/mui-page';

/** The sort orders the server offers, named in the shopper's language. */
export function SortSelect({
  options,
  value,
  onChange,
}: {
  options: SortOption[];
  value: SortKey;
  onChange: (key: SortKey) => void;
}) {
  const { t, i18n } = useTranslation('catalog');
  return (
    <TextField
      select
      size="small"
      label={t('store.sortBy')}
      value={options.some((option) => option.key === value) ? value : ''}
      onChange={(event) => onChange(event.target.value as SortKey)}
      // The raised label may not clip: its box is one line of Latin height, and Arabic letters
      // ("ترتيب حسب") reach above it.
      sx={{ minWidth: 200, maxWidth: '100%', '& .MuiInputLabel-shrink': { overflow: 'visible' } }}
      data-testid="sort-select"
    >
      {options.map((option) => (
        <MenuItem key={option.key} value={option.key}>
          {localizedName(option, i18n.language)}
        </MenuItem>
      ))}
    </TextField>
  );
}

import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Checkbox, FormControlLabel } from '@shop/shared-platform/ui/mui-page';

interface InStockFilterProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** "In stock only": hides products sold out in every variant (`in_stock=1`). */
export function InStockFilter({ checked, onChange }: InStockFilterProps) {
  const { t } = useTranslation('catalog');
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          data-testid="in-stock-filter"
        />
      }
      label={t('filters.inStockOnly')}
    />
  );
}

import type { SearchFilters } from '@shop/shared-contracts/api/entities';
import { localizedName } from '@shop/shared-contracts/format/localized';
import { formatEuro } from '@shop/shared-contracts/format/money';
import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { Box, Button } from '@shop/shared-platform/ui/mui-core';
import { Chip } from '@shop/shared-platform/ui/mui-page';
import { type RefObject, useRef } from 'react';
import { useVendor } from './api/get-vendor';
import { changeFilters, hasActiveFilters, type StoreFilters } from './store-url';

interface ActiveFiltersProps {
  vocabulary: SearchFilters | undefined;
  filters: StoreFilters;
  onChange: (next: StoreFilters) => void;
  /** Takes keyboard focus when the last chip is removed (the chips' row goes with it). */
  focusWhenEmptied: RefObject<HTMLElement | null>;
}

/** Every active filter as a chip that removes it, and "clear all" (to `/shop`, i.e. the store). */
export function ActiveFilters({
  vocabulary,
  filters,
  onChange,
  focusWhenEmptied,
}: ActiveFiltersProps) {
  const { t, i18n } = useTranslation('catalog');
  const language = i18n.language;
  const vendor = useVendor(filters.vendorId);
  const region = useRef<HTMLElement>(null);
  if (!hasActiveFilters(filters)) return null;
  // A removed chip takes keyboard focus with it: it moves to the next chip (or the one before),
  // so the shopper can go on removing filters; after the last one, to `focusWhenEmptied`.
  const removeChip = (index: number, onDelete: () => void) => {
    const chips = [...(region.current?.querySelectorAll<HTMLElement>('[data-chip]') ?? [])];
    const next = chips[index + 1] ?? chips[index - 1] ?? focusWhenEmptied.current;
    onDelete();
    next?.focus();
  };
  const remove = (part: Partial<Omit<StoreFilters, 'page'>>) =>
    onChange(changeFilters(filters, part));
  const category = vocabulary?.categories
    .flatMap((parent) => [parent, ...parent.subcategories])
    .find((candidate) => candidate.id === filters.categoryId);
  const named = (
    list: { value: string; name_german: string; name_arabic: string }[] | undefined,
    value: string,
  ) => {
    const found = list?.find((option) => option.value === value);
    return found ? localizedName(found, language) : value;
  };
  const chips: { key: string; label: string; onDelete: () => void }[] = [];
  if (filters.q)
    chips.push({
      key: 'q',
      label: t('active.query', { q: filters.q }),
      onDelete: () => remove({ q: undefined }),
    });
  if (filters.categoryId !== undefined)
    chips.push({
      key: 'category',
      label: category
        ? localizedName(category, language)
        : t('active.category', { id: filters.categoryId }),
      onDelete: () => remove({ categoryId: undefined }),
    });
  if (filters.vendorId !== undefined)
    chips.push({
      key: 'vendor',
      label: t('active.vendor', {
        name: vendor.data
          ? language === 'du'
            ? vendor.data.store_name_in_german
            : vendor.data.store_name_in_arabic
          : `#${filters.vendorId}`,
      }),
      onDelete: () => remove({ vendorId: undefined }),
    });
  for (const color of filters.colors)
    chips.push({
      key: `color-${color}`,
      label: t('active.color', { name: named(vocabulary?.color_options, color) }),
      onDelete: () => remove({ colors: filters.colors.filter((item) => item !== color) }),
    });
  for (const size of filters.sizes)
    chips.push({
      key: `size-${size}`,
      label: t('active.size', { name: named(vocabulary?.sizes, size) }),
      onDelete: () => remove({ sizes: filters.sizes.filter((item) => item !== size) }),
    });
  if (filters.priceFrom !== undefined || filters.priceTo !== undefined)
    chips.push({
      key: 'price',
      label: t('active.price', {
        from: formatEuro(filters.priceFrom ?? vocabulary?.price_range.min ?? 0, language),
        to: formatEuro(filters.priceTo ?? vocabulary?.price_range.max ?? 100000, language),
      }),
      onDelete: () => remove({ priceFrom: undefined, priceTo: undefined }),
    });
  if (filters.inStock)
    chips.push({
      key: 'in-stock',
      label: t('active.inStock'),
      onDelete: () => remove({ inStock: undefined }),
    });
  return (
    <Box
      ref={region}
      component="section"
      aria-label={t('active.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}
    >
      {chips.map((chip, index) => (
        <Chip
          key={chip.key}
          data-chip
          label={chip.label}
          // The whole chip removes its filter, as its name says: a click or Enter on its body
          // (a clickable chip is a button), Delete or Backspace, or its small cross.
          onClick={() => removeChip(index, chip.onDelete)}
          onDelete={() => removeChip(index, chip.onDelete)}
          aria-label={t('active.remove', { label: chip.label })}
          sx={{ maxWidth: '100%' }}
        />
      ))}
      <Button component={RouterLink} to={routes.shop()} size="small" data-testid="clear-all">
        {t('active.clearAll')}
      </Button>
    </Box>
  );
}

import type { SearchFacets, SearchFilters } from '@shop/shared-contracts/api/entities';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, Typography } from '@shop/shared-platform/ui/mui-core';
import type { ReactNode } from 'react';
import { changeFilters, type StoreFilters, toggle } from '../store-url';
import { CategoryFilter } from './category-filter';
import { ColorFilter } from './color-filter';
import { facetLookup } from './facet-counts';
import { InStockFilter } from './in-stock-filter';
import { DEFAULT_PRICE_RANGE, PriceFilter } from './price-filter';
import { SizeFilter } from './size-filter';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 'bold', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

interface FilterSidebarProps {
  vocabulary: SearchFilters;
  facets: SearchFacets | undefined;
  filters: StoreFilters;
  onChange: (next: StoreFilters) => void;
}

/** Categories, colours, sizes and price, each choice with the number of products it would give. */
export function FilterSidebar({ vocabulary, facets, filters, onChange }: FilterSidebarProps) {
  const { t } = useTranslation('catalog');
  const counts = facetLookup(facets);
  const change = (part: Partial<Omit<StoreFilters, 'page'>>) =>
    onChange(changeFilters(filters, part));
  const range = vocabulary.price_range ?? DEFAULT_PRICE_RANGE;
  return (
    <Box data-testid="filter-sidebar">
      <Section title={t('filters.categories')}>
        <CategoryFilter
          categories={vocabulary.categories}
          selected={filters.categoryId}
          counts={counts}
          onSelect={(categoryId) => change({ categoryId })}
        />
      </Section>
      <Section title={t('filters.availability')}>
        <InStockFilter
          checked={filters.inStock === true}
          onChange={(checked) => change({ inStock: checked ? true : undefined })}
        />
      </Section>
      <Section title={t('filters.colors')}>
        <ColorFilter
          colors={vocabulary.colors}
          names={vocabulary.color_options ?? []}
          selected={filters.colors}
          counts={counts}
          onToggle={(value) => change({ colors: toggle(filters.colors, value) })}
        />
      </Section>
      <Section title={t('filters.sizes')}>
        <SizeFilter
          sizes={vocabulary.sizes}
          selected={filters.sizes}
          counts={counts}
          onToggle={(value) => change({ sizes: toggle(filters.sizes, value) })}
        />
      </Section>
      <Section title={t('filters.price')}>
        <PriceFilter
          range={range}
          from={filters.priceFrom}
          to={filters.priceTo}
          onApply={(priceFrom, priceTo) => change({ priceFrom, priceTo })}
        />
      </Section>
    </Box>
  );
}

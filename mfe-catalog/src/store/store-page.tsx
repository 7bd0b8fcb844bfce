import type { SortKey } from '@shop/shared-contracts/api/entities';
import type { PagePrefetch } from '@shop/shared-contracts/remotes/page-module';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import {
  Box,
  Button,
  CircularProgress,
  type Theme,
  Typography,
} from '@shop/shared-platform/ui/mui-core';
import { Drawer } from '@shop/shared-platform/ui/mui-overlays';
import { useMediaQuery } from '@shop/shared-platform/ui/mui-page';
import { FilterList } from '@shop/shared-platform/ui/page-icons';
import { QueryError } from '@shop/shared-platform/ui/query-error';
import { useEffect, useRef, useState } from 'react';
import { ProductGrid } from '../product-card/product-grid';
import { ProductGridSkeleton } from '../product-card/product-grid-skeleton';
import { useFailureToast } from '../use-failure-toast';
import { ActiveFilters } from './active-filters';
import { vendorQuery } from './api/get-vendor';
import { searchProductsQuery, useSearchProducts } from './api/search-products';
import { useCountFormat } from './count-format';
import { FilterSidebar } from './filters/filter-sidebar';
import { PaginationBar } from './pagination-bar';
import { SearchNoResults } from './search-no-results';
import { SearchResultsHeading } from './search-results-heading';
import { SortSelect } from './sort-select';
import { drawerFilterCount, readStoreFilters, type StoreFilters, searchQueryOf } from './store-url';
import { useStoreFilters } from './use-store-filters';

const STORE_COLUMNS = { xs: 2, sm: 3, lg: 4, xl: 5 };

/** The store: products of the URL's filters, the sidebar with counts, sorting and pages. */
export function StoreView({ defaultSort, title }: { defaultSort: SortKey; title: string }) {
  const { t } = useTranslation('catalog');
  const { filters, update, hrefOf } = useStoreFilters(defaultSort);
  const search = useSearchProducts(searchQueryOf(filters));
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The sidebar beside the list exists from the `md` width up; narrower, the filters live in the
  // drawer only. Not rendering the hidden copy spares a phone its dozens of checkboxes. The server
  // knows no width: it renders no sidebar, nor does hydration (same markup), the width's answer
  // follows at once; a page opened by a link in the browser knows the width from the start.
  const sidebarShown = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  useFailureToast(search.error, 'errors.inProducts');
  const result = search.data;

  // Paging starts at the top of the list (also with the browser's buttons).
  const shownPage = useRef(filters.page);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (shownPage.current !== filters.page) {
      window.scrollTo({ top: 0 });
      // Keyboard focus on a page link would stay at the bottom of the list being replaced (and
      // be lost with it): it moves to the heading, where the view now starts.
      const active = document.activeElement;
      if (!active || active === document.body || active.closest('[data-pagination]'))
        heading.current?.focus({ preventScroll: true });
    }
    shownPage.current = filters.page;
  }, [filters.page]);

  // A link to a page beyond the last (the catalogue shrank since it was copied) shows the last.
  const lastPage = result?.products.last_page;
  useEffect(() => {
    if (lastPage !== undefined && filters.page > lastPage) {
      update({ ...filters, page: lastPage }, { replace: true });
    }
  }, [filters, lastPage, update]);

  const change = (next: StoreFilters) => update(next);
  const sidebar = result && (
    <FilterSidebar
      vocabulary={result.filters}
      facets={result.facets}
      filters={filters}
      onChange={change}
    />
  );
  const products = result?.products;
  const totalCounts = useCountFormat(products?.total_is_estimate);
  const countFormat = useCountFormat(false);
  const activeCount = drawerFilterCount(filters);
  return (
    <Box component="section" data-remote="catalog" sx={{ py: 3, px: { xs: 1, sm: 2 } }}>
      <Typography ref={heading} tabIndex={-1} variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
        <Box
          component="aside"
          aria-label={t('filters.label')}
          sx={{ display: { xs: 'none', md: 'block' }, width: 260, flexShrink: 0 }}
        >
          {sidebarShown && sidebar}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              alignItems: 'center',
              justifyContent: 'space-between',
              mb: 2,
            }}
          >
            <Button
              variant="outlined"
              startIcon={<FilterList />}
              onClick={() => setDrawerOpen(true)}
              sx={{ display: { md: 'none' } }}
              aria-haspopup="dialog"
            >
              {/* "Filter (2)": the phone shows no chips above the fold, so the opener says it. */}
              {activeCount > 0
                ? t('filters.openWithCount', countFormat.options(activeCount))
                : t('filters.open')}
            </Button>
            {result && (
              <SortSelect
                options={result.filters.sort_options}
                value={filters.sortBy}
                onChange={(sortBy) => change({ ...filters, sortBy, page: 1 })}
              />
            )}
            {search.isFetching && !search.isPending && (
              <CircularProgress size={20} aria-label={t('store.loading')} />
            )}
          </Box>
          <ActiveFilters
            vocabulary={result?.filters}
            filters={filters}
            onChange={change}
            focusWhenEmptied={heading}
          />
          {search.isPending && (
            <>
              <CircularProgress size={24} aria-label={t('store.loading')} sx={{ mb: 2 }} />
              <ProductGridSkeleton columns={STORE_COLUMNS} count={10} />
            </>
          )}
          {search.isError && !result && (
            <QueryError error={search.error} onRetry={() => void search.refetch()} />
          )}
          {products && products.total === 0 && filters.q && (
            <SearchNoResults
              query={filters.q}
              hrefOfQuery={(q) => hrefOf({ ...filters, q, page: 1 })}
            />
          )}
          {products && products.total === 0 && !filters.q && (
            <Box sx={{ py: 6, textAlign: 'center' }} data-testid="store-empty">
              <Typography variant="h6" component="p">
                {t('store.empty')}
              </Typography>
            </Box>
          )}
          {products && products.total > 0 && (
            <Box aria-busy={search.isFetching}>
              {filters.q && (
                <SearchResultsHeading
                  query={filters.q}
                  corrected={result?.corrected_query}
                  total={products.total}
                  estimated={products.total_is_estimate}
                />
              )}
              <ProductGrid
                products={products.data}
                columns={STORE_COLUMNS}
                label={t('store.results')}
                // Under the results heading the cards are one level down.
                cardHeading={filters.q ? 'h3' : 'h2'}
                priorityCount={STORE_COLUMNS.xl}
              />
              <PaginationBar
                current={products.current_page}
                last={products.last_page}
                perPage={products.per_page}
                total={products.total}
                estimated={products.total_is_estimate}
                hrefOf={(page) => hrefOf({ ...filters, page })}
              />
            </Box>
          )}
        </Box>
      </Box>
      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        slotProps={{
          paper: { sx: { width: 'min(320px, 90vw)', p: 2 }, 'aria-label': t('filters.label') },
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Typography component="h2" variant="h6">
            {t('filters.label')}
          </Typography>
          <Button onClick={() => setDrawerOpen(false)}>{t('filters.close')}</Button>
        </Box>
        {sidebar}
        {products && (
          <Button variant="contained" fullWidth onClick={() => setDrawerOpen(false)} sx={{ mt: 2 }}>
            {t('filters.showResults', totalCounts.options(products.total))}
          </Button>
        )}
      </Drawer>
    </Box>
  );
}

/**
 * A store page's prefetch: the products of the address's filters (with the sidebar's vocabulary
 * and counts in the same answer), read as the page reads them, and the seller a seller filter
 * names (its chip), started as soon as the host has loaded the page's module.
 */
export function storePrefetch(defaultSort: SortKey): PagePrefetch {
  return ({ url, queryClient }) => {
    const filters = readStoreFilters(url.searchParams, defaultSort);
    void queryClient.prefetchQuery(searchProductsQuery(searchQueryOf(filters)));
    if (filters.vendorId !== undefined)
      void queryClient.prefetchQuery(vendorQuery(filters.vendorId));
  };
}

export const prefetch = storePrefetch('newest');

export default function StorePage() {
  const { t } = useTranslation('catalog');
  return <StoreView defaultSort="newest" title={t('store.title')} />;
}

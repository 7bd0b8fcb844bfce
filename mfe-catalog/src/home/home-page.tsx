import type { SortKey } from '@shop/shared-contracts/api/entities';
import type { PagePrefetch } from '@shop/shared-contracts/remotes/page-module';
import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useShownAnswer } from '@shop/shared-platform/query/use-shown-answer';
import { Box, Typography } from '@shop/shared-platform/ui/mui-core';
import { QueryError } from '@shop/shared-platform/ui/query-error';
import { lazy, Suspense, useMemo } from 'react';
import { categoriesQuery, useCategories } from '../categories/api/get-categories';
import { ProductGridSkeleton } from '../product-card/product-grid-skeleton';
import { useFailureToast } from '../use-failure-toast';
import { homeProductsQuery, useHomeProducts } from './api/get-home-products';
import { flattenCategories } from './flatten-categories';
import { HomeBanners } from './home-banners';
import { HomeSection } from './home-section';

// Below the banners: their code (the carousel library, the cards with the page-only MUI parts)
// loads beside the data instead of before the page's first render.
const CategoryCarousel = lazy(() =>
  import('./category-carousel').then((module) => ({ default: module.CategoryCarousel })),
);
const ProductGrid = lazy(() =>
  import('../product-card/product-grid').then((module) => ({ default: module.ProductGrid })),
);
const carouselPlaceholder = (
  <Box aria-hidden="true" sx={{ height: 140, bgcolor: 'grey.100', borderRadius: 2 }} />
);

const HOME_COLUMNS = { xs: 2, sm: 3, md: 4, xl: 6 };
/**
 * Each group with its title and the store's sort that continues it: "view all" under the newest
 * products opened the best sellers. For you is the top-rated group, so it continues by rating.
 */
const GROUPS = [
  ['best_sellers', 'home.bestSellers', 'best_selling'],
  ['recently_added', 'home.recentlyAdded', 'newest'],
  ['for_you', 'home.forYou', 'rating'],
] as const satisfies readonly (readonly [string, string, SortKey])[];

/**
 * The banners' categories and the three groups, loaded before the page renders. The server needs
 * them to render the page whole. (Without server rendering this page had no prefetch: the cards,
 * built while a shopper clicked a header link the moment the page showed, delayed that click's
 * page, bench:web's "cold" click 141-148 ms -> 217-246 ms to /signin; now the first page arrives
 * built, and the prefetch only runs again when the shopper comes back to the home page.)
 */
export const prefetch: PagePrefetch = ({ queryClient }) => {
  void queryClient.prefetchQuery(categoriesQuery);
  void queryClient.prefetchQuery(homeProductsQuery);
};

/**
 * `/`: banners and the category carousel from the catalogue, then three product groups. A failed
 * category load is toasted by the header, which shows the same categories query.
 */
export default function HomePage() {
  const { t } = useTranslation('catalog');
  const categories = useCategories();
  const products = useHomeProducts();
  // The categories' banners and carousel are built in a background render (the product grid
  // builds its cards so itself): built as the answer arrived, they took one task of about 200 ms
  // under Lighthouse's 4x slowdown.
  const { shown: shownCategories, building: buildingCategories } = useShownAnswer(categories);
  // One set of tiles per answer: the carousel builds its slides again only for new tiles.
  const tiles = useMemo(
    () => (shownCategories ? flattenCategories(shownCategories) : []),
    [shownCategories],
  );
  useFailureToast(products.error, 'errors.inProducts');
  return (
    <Box component="section" data-remote="catalog" sx={{ py: 3, px: { xs: 1, sm: 2 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('home.title')}
      </Typography>
      {categories.isError ? (
        <Box sx={{ mb: 4 }}>
          <QueryError error={categories.error} onRetry={() => void categories.refetch()} />
        </Box>
      ) : (
        <HomeBanners categories={shownCategories} />
      )}
      <HomeSection
        id="home-categories"
        title={t('home.discoverCategories')}
        viewAll={routes.categories()}
        viewAllLabel={t('home.viewAll')}
      >
        <Typography data-testid="catalog-categories" sx={{ mb: 1, color: 'text.secondary' }}>
          {categories.isSuccess && shownCategories
            ? t('home.categoriesCount', { count: shownCategories.length })
            : ''}
        </Typography>
        {(categories.isPending || buildingCategories) && carouselPlaceholder}
        {categories.isSuccess && shownCategories && (
          <Suspense fallback={carouselPlaceholder}>
            <CategoryCarousel tiles={tiles} />
          </Suspense>
        )}
      </HomeSection>
      {GROUPS.map(([group, titleKey, sort]) => (
        <HomeSection
          key={group}
          id={`home-${group}`}
          title={t(titleKey)}
          viewAll={routes.store({ sort_by: sort })}
          viewAllLabel={t('home.viewAll')}
        >
          {products.isPending && <ProductGridSkeleton columns={HOME_COLUMNS} count={6} />}
          {products.isError && (
            <QueryError error={products.error} onRetry={() => void products.refetch()} />
          )}
          {products.isSuccess && (
            <Suspense fallback={<ProductGridSkeleton columns={HOME_COLUMNS} count={6} />}>
              <ProductGrid
                products={products.data[group]}
                columns={HOME_COLUMNS}
                label={t(titleKey)}
              />
            </Suspense>
          )}
        </HomeSection>
      ))}
    </Box>
  );
}

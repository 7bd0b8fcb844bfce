/**
 * The pages this remote exposes and the routes the host renders them at, published with the build
 * (`mf-manifest.json`): a new page is added here, with its texts, and nowhere else.
 */
import type { RouteDeclaration } from '@shop/shared-contracts/remotes/route-declaration';
import { ROUTE_PATTERNS } from '@shop/shared-contracts/routes';

export const exposes = {
  './HomePage': './src/home/home-page.tsx',
  './StorePage': './src/store/store-page.tsx',
  './CategoriesPage': './src/categories/categories-page.tsx',
  './BestSellersPage': './src/best-sellers/best-sellers-page.tsx',
} as const;

const publicPage = { session: 'none', indexed: true, pageUiAhead: true } as const;

export const routes = [
  // The home page's first render has a budget of its own (`scripts/check-budgets.mjs`), without
  // the host's page UI files.
  {
    path: ROUTE_PATTERNS.home,
    module: './HomePage',
    titleKey: null,
    descriptionKey: 'pageDescription.home',
    ...publicPage,
    pageUiAhead: false,
  },
  {
    path: ROUTE_PATTERNS.store,
    module: './StorePage',
    titleKey: 'pageTitle.store',
    descriptionKey: 'pageDescription.store',
    ...publicPage,
  },
  {
    path: ROUTE_PATTERNS.categories,
    module: './CategoriesPage',
    titleKey: 'pageTitle.categories',
    descriptionKey: 'pageDescription.categories',
    ...publicPage,
  },
  {
    path: ROUTE_PATTERNS.bestSellers,
    module: './BestSellersPage',
    titleKey: 'pageTitle.bestSellers',
    descriptionKey: 'pageDescription.bestSellers',
    ...publicPage,
  },
] as const satisfies readonly (RouteDeclaration & { module: keyof typeof exposes })[];

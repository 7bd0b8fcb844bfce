/**
 * The pages this remote exposes and the routes the host renders them at, published with the build
 * (`mf-manifest.json`): a new page is added here, with its texts, and nowhere else.
 */
import type { RouteDeclaration } from '@shop/shared-contracts/remotes/route-declaration';
import { ROUTE_PATTERNS } from '@shop/shared-contracts/routes';

export const exposes = { './ProductPage': './src/product/product-page.tsx' } as const;

export const routes = [
  {
    path: ROUTE_PATTERNS.product,
    module: './ProductPage',
    titleKey: 'pageTitle.product',
    session: 'none',
    indexed: true,
    pageUiAhead: true,
  },
] as const satisfies readonly (RouteDeclaration & { module: keyof typeof exposes })[];

/**
 * The pages this remote exposes and the routes the host renders them at, published with the build
 * (`mf-manifest.json`): a new page is added here, with its texts, and nowhere else.
 */
import type { RouteDeclaration } from '@shop/shared-contracts/remotes/route-declaration';
import { ROUTE_PATTERNS } from '@shop/shared-contracts/routes';

export const exposes = {
  './AccountPage': './src/account/account-page.tsx',
  './OrdersPage': './src/orders/orders-page.tsx',
  './AddressesPage': './src/addresses/addresses-page.tsx',
} as const;

const signedIn = { session: 'required', indexed: false, pageUiAhead: true } as const;

export const routes = [
  {
    path: ROUTE_PATTERNS.myAccount,
    module: './AccountPage',
    titleKey: 'pageTitle.myAccount',
    ...signedIn,
  },
  {
    path: ROUTE_PATTERNS.orders,
    module: './OrdersPage',
    titleKey: 'pageTitle.orders',
    ...signedIn,
  },
  {
    path: ROUTE_PATTERNS.addresses,
    module: './AddressesPage',
    titleKey: 'pageTitle.addresses',
    ...signedIn,
  },
] as const satisfies readonly (RouteDeclaration & { module: keyof typeof exposes })[];

/**
 * The pages this remote exposes and the routes the host renders them at, published with the build
 * (`mf-manifest.json`): a new page is added here, with its texts, and nowhere else.
 */
import type { RouteDeclaration } from '@shop/shared-contracts/remotes/route-declaration';
import { ROUTE_PATTERNS } from '@shop/shared-contracts/routes';

export const exposes = {
  './CartPage': './src/cart/cart-page.tsx',
  './CheckoutPage': './src/checkout/checkout-page.tsx',
  './OrderConfirmationPage': './src/order-confirmation/order-confirmation-page.tsx',
} as const;

const signedIn = { session: 'required', indexed: false, pageUiAhead: true } as const;

export const routes = [
  // The header links the cart as `/card`; the host answers `/cart` with a permanent redirect.
  { path: ROUTE_PATTERNS.cart, module: './CartPage', titleKey: 'pageTitle.cart', ...signedIn },
  {
    path: ROUTE_PATTERNS.checkout,
    module: './CheckoutPage',
    titleKey: 'pageTitle.checkout',
    ...signedIn,
  },
  // Its first screen renders without the host's page UI files (`e2e/budgets-per-route.spec.ts`).
  {
    path: ROUTE_PATTERNS.orderConfirmation,
    module: './OrderConfirmationPage',
    titleKey: 'pageTitle.orderConfirmation',
    ...signedIn,
    pageUiAhead: false,
  },
] as const satisfies readonly (RouteDeclaration & { module: keyof typeof exposes })[];

/**
 * The remote manifest: every part of the shop that runs on its own port, declared once.
 * The remotes' build configs, the host's route table, the standalone harnesses, the start
 * scripts, the local runtime config and the e2e tests all read it; a remote, page or route
 * exists only once it is written here.
 *
 * Plain data with literal types (`as const`), so the compiler knows every remote name, exposed
 * module and route. Route paths are those of `ROUTE_PATTERNS`, so a path is written once. The
 * start scripts (plain JavaScript) load this file through tsx.
 */
import { ROUTE_PATTERNS } from '../routes';

/** Exposed module name as Module Federation writes it, e.g. `./HomePage`. */
export type ExposedModulePath = `./${string}`;

export interface PackageDeclaration {
  /** Folder of the package in the workspace, e.g. `mfe-catalog`. */
  directory: string;
  /** `name` in its package.json, e.g. `@shop/mfe-catalog` (also its `pnpm --filter`). */
  packageName: `@shop/${string}`;
  /** Port on localhost for `pnpm start`, `pnpm dev` and the e2e suite. */
  port: number;
}

export interface RemoteDeclaration extends PackageDeclaration {
  /** Exposed page module -> source file relative to the package, e.g. `./src/home/home-page.tsx`. */
  exposes: Readonly<Record<ExposedModulePath, `./src/${string}`>>;
  /** Route pattern the host renders with one of the exposed modules, e.g. `'/': './HomePage'`. */
  routes: Readonly<Record<`/${string}`, ExposedModulePath>>;
}

const remotes = {
  catalog: {
    directory: 'mfe-catalog',
    packageName: '@shop/mfe-catalog',
    port: 3001,
    exposes: {
      './HomePage': './src/home/home-page.tsx',
      './StorePage': './src/store/store-page.tsx',
      './CategoriesPage': './src/categories/categories-page.tsx',
      './BestSellersPage': './src/best-sellers/best-sellers-page.tsx',
    },
    routes: {
      [ROUTE_PATTERNS.home]: './HomePage',
      [ROUTE_PATTERNS.store]: './StorePage',
      [ROUTE_PATTERNS.categories]: './CategoriesPage',
      [ROUTE_PATTERNS.bestSellers]: './BestSellersPage',
    },
  },
  product: {
    directory: 'mfe-product',
    packageName: '@shop/mfe-product',
    port: 3002,
    exposes: { './ProductPage': './src/product/product-page.tsx' },
    routes: { [ROUTE_PATTERNS.product]: './ProductPage' },
  },
  cartCheckout: {
    directory: 'mfe-cart-checkout',
    packageName: '@shop/mfe-cart-checkout',
    port: 3003,
    exposes: {
      './CartPage': './src/cart/cart-page.tsx',
      './CheckoutPage': './src/checkout/checkout-page.tsx',
      './OrderConfirmationPage': './src/order-confirmation/order-confirmation-page.tsx',
    },
    routes: {
      // The header links the cart as `/card`; `/cart` answers a permanent redirect to it (the
      // host's route table).
      [ROUTE_PATTERNS.cart]: './CartPage',
      [ROUTE_PATTERNS.checkout]: './CheckoutPage',
      [ROUTE_PATTERNS.orderConfirmation]: './OrderConfirmationPage',
    },
  },
  account: {
    directory: 'mfe-account',
    packageName: '@shop/mfe-account',
    port: 3004,
    exposes: {
      './AccountPage': './src/account/account-page.tsx',
      './OrdersPage': './src/orders/orders-page.tsx',
      './AddressesPage': './src/addresses/addresses-page.tsx',
    },
    routes: {
      [ROUTE_PATTERNS.myAccount]: './AccountPage',
      [ROUTE_PATTERNS.orders]: './OrdersPage',
      [ROUTE_PATTERNS.addresses]: './AddressesPage',
    },
  },
  auth: {
    directory: 'mfe-auth',
    packageName: '@shop/mfe-auth',
    port: 3005,
    exposes: {
      './SignInPage': './src/sign-in/sign-in-page.tsx',
      './SignUpPage': './src/sign-up/sign-up-page.tsx',
      './ForgotPasswordPage': './src/forgot-password/forgot-password-page.tsx',
      './ResetPasswordPage': './src/reset-password/reset-password-page.tsx',
    },
    routes: {
      [ROUTE_PATTERNS.signIn]: './SignInPage',
      [ROUTE_PATTERNS.signUp]: './SignUpPage',
      [ROUTE_PATTERNS.forgotPassword]: './ForgotPasswordPage',
      [ROUTE_PATTERNS.resetPassword]: './ResetPasswordPage',
    },
  },
  seller: {
    directory: 'mfe-seller',
    packageName: '@shop/mfe-seller',
    port: 3006,
    exposes: {
      './SellerDashboardPage': './src/dashboard/seller-dashboard-page.tsx',
      './SellerProductsPage': './src/products/seller-products-page.tsx',
      './SellerProductPage': './src/product-form/seller-product-page.tsx',
      './SellerOrdersPage': './src/orders/seller-orders-page.tsx',
      './SellerStorePage': './src/store/seller-store-page.tsx',
      './BackOfficePage': './src/back-office/back-office-page.tsx',
      './BackOfficeApplicationPage':
        './src/back-office/application/back-office-application-page.tsx',
      './BackOfficeVendorsPage': './src/back-office/vendors/back-office-vendors-page.tsx',
    },
    routes: {
      [ROUTE_PATTERNS.seller]: './SellerDashboardPage',
      [ROUTE_PATTERNS.sellerProducts]: './SellerProductsPage',
      [ROUTE_PATTERNS.sellerProductNew]: './SellerProductPage',
      [ROUTE_PATTERNS.sellerProduct]: './SellerProductPage',
      [ROUTE_PATTERNS.sellerOrders]: './SellerOrdersPage',
      [ROUTE_PATTERNS.sellerStore]: './SellerStorePage',
      [ROUTE_PATTERNS.backOffice]: './BackOfficePage',
      [ROUTE_PATTERNS.backOfficeApplication]: './BackOfficeApplicationPage',
      [ROUTE_PATTERNS.backOfficeVendors]: './BackOfficeVendorsPage',
    },
  },
} as const satisfies Record<string, RemoteDeclaration>;

type Remotes = typeof remotes;

/** Route modules a remote routes to but does not expose (`never` when the manifest is sound). */
type UnexposedRouteModules = {
  [R in keyof Remotes]: Exclude<
    Remotes[R]['routes'][keyof Remotes[R]['routes']],
    keyof Remotes[R]['exposes']
  >;
}[keyof Remotes];

/**
 * A route naming a module its remote does not expose is a compile error right here: the type
 * of `REMOTES` then turns into a message listing the unexposed modules.
 */
type Checked<T> = [UnexposedRouteModules] extends [never]
  ? T
  : { error: 'A route names a module its remote does not expose'; modules: UnexposedRouteModules };

/** Every remote: Module Federation name (also its i18n namespace) -> declaration. */
export const REMOTES: Checked<Remotes> = remotes;

export type RemoteName = keyof Remotes;

/** Exposed page modules of one remote, e.g. `'./HomePage' | './StorePage' | ...` for `catalog`. */
export type ExposedModule<R extends RemoteName> = keyof Remotes[R]['exposes'] & ExposedModulePath;

export const REMOTE_NAMES = Object.keys(remotes) as RemoteName[];

/** The host application (the shell every remote renders in). */
export const HOST = {
  directory: 'host-shell',
  packageName: '@shop/host-shell',
  port: 3000,
} as const satisfies PackageDeclaration;

/** The shop API (Fastify). */
export const API = {
  directory: 'shop-api',
  packageName: '@shop/shop-api',
  port: 4000,
} as const satisfies PackageDeclaration;

export interface RemoteRoute<R extends RemoteName = RemoteName> {
  path: string;
  remote: R;
  module: ExposedModule<R>;
}

/** The routes one remote owns, in manifest order. */
export function routesOf<R extends RemoteName>(remote: R): RemoteRoute<R>[] {
  // TypeScript cannot narrow `remotes[remote]` for a generic R; `Checked` above guarantees that
  // every route of the remote names one of its exposed modules.
  const routes = Object.entries(remotes[remote].routes) as [string, ExposedModule<R>][];
  return routes.map(([path, module]) => ({ path, remote, module }));
}

/** A visitable address of a route pattern: parameters (`:id`) become `1`, e.g. `/product/1`. */
export function examplePath(pattern: string): string {
  return pattern.replace(/:[^/]+/g, '1');
}

/** Every route rendered by a remote, remote by remote in manifest order. */
export function remoteRoutes(): RemoteRoute[] {
  return REMOTE_NAMES.flatMap((remote) => routesOf(remote));
}

/** Every route of the shop with its builders; remotes link through these, never by hand. */
export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number)[];

function withQuery(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null || item === '') continue;
      search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export interface StoreQuery {
  category_id?: number | string;
  color?: readonly string[];
  size?: readonly string[];
  price_from?: number;
  price_to?: number;
  sort_by?: string;
  page?: number;
  q?: string;
  /** Only this vendor's products. */
  vendor_id?: number | string;
}

export const ROUTE_PATTERNS = {
  home: '/',
  store: '/store',
  shop: '/shop',
  categories: '/categories',
  bestSellers: '/best-sellers',
  category: '/category/:id',
  product: '/product/:id',
  cart: '/card',
  cartAlias: '/cart',
  checkout: '/checkout',
  orderConfirmation: '/order-confirmation',
  orders: '/orders',
  myAccount: '/my-account',
  addresses: '/profile/addresses',
  signIn: '/signin',
  signUp: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  terms: '/terms',
  privacy: '/privacy',
  /** The seller center (`mfe-seller`): the vendor's dashboard, products, orders and store. */
  seller: '/seller',
  sellerProducts: '/seller/products',
  sellerProductNew: '/seller/products/new',
  sellerProduct: '/seller/products/:id',
  sellerOrders: '/seller/orders',
  sellerReturns: '/seller/returns',
  sellerStore: '/seller/store',
  sellerCoupons: '/seller/coupons',
  sellerStatements: '/seller/statements',
  /** The operator's back office (`mfe-seller`): vendor applications and vendors. */
  backOffice: '/back-office',
  backOfficeApplication: '/back-office/applications/:id',
  backOfficeVendors: '/back-office/vendors',
} as const;

/**
 * Pages that only mean something to a signed-in shopper (or hold a one-time link): crawlers must
 * not index them (the document's `noindex`, `robots.txt`), and their server render holds no
 * personal data anyway.
 */
export const PRIVATE_ROUTE_PATTERNS: readonly string[] = [
  ROUTE_PATTERNS.cart,
  ROUTE_PATTERNS.cartAlias,
  ROUTE_PATTERNS.checkout,
  ROUTE_PATTERNS.orderConfirmation,
  ROUTE_PATTERNS.orders,
  ROUTE_PATTERNS.myAccount,
  ROUTE_PATTERNS.addresses,
  ROUTE_PATTERNS.resetPassword,
  // Every page of the seller center and the back office (`/*` matches the pages below them;
  // robots.txt's `Disallow: /seller` already covers them as a prefix).
  ROUTE_PATTERNS.seller,
  '/seller/*',
  ROUTE_PATTERNS.backOffice,
  '/back-office/*',
];

/** The account page's tabs in their order, as the address names them: `/my-account?tab=<id>`. */
export const ACCOUNT_TAB_IDS = [
  'account',
  'orders',
  'addresses',
  'wishlist',
  'wallet',
  'about',
  'vendor',
] as const;
export type AccountTabId = (typeof ACCOUNT_TAB_IDS)[number];

export const routes = {
  home: () => '/',
  store: (query?: StoreQuery) => withQuery('/store', query as Record<string, QueryValue>),
  shop: () => '/shop',
  categories: () => '/categories',
  bestSellers: () => '/best-sellers',
  category: (id: number | string) => `/category/${encodeURIComponent(String(id))}`,
  product: (id: number | string) => `/product/${encodeURIComponent(String(id))}`,
  /** The cart as the header links it (`/card`; `/cart` shows the same page). */
  cart: () => '/card',
  checkout: () => '/checkout',
  orderConfirmation: (query?: { id?: number | string; order_id?: number | string }) =>
    withQuery('/order-confirmation', query),
  orders: () => '/orders',
  /** The account page, opened at one of its tabs (`?tab=wallet`) when given. */
  myAccount: (tab?: string) => withQuery('/my-account', { tab }),
  addresses: () => '/profile/addresses',
  /** Sign-in; `returnTo` is the page to open after success (a same-site path). */
  signIn: (returnTo?: string) => withQuery('/signin', { returnTo }),
  signUp: () => '/signup',
  forgotPassword: () => '/forgot-password',
  /** The page of the mailed reset link. */
  resetPassword: (token?: string) => withQuery('/reset-password', { token }),
  terms: () => '/terms',
  privacy: () => '/privacy',
} as const;

/**
 * Links into the seller center and the back office (`mfe-seller`). Apart from `routes` so that
 * the host's start-up code, which imports `routes`, does not carry them (the first render of `/`
 * has no byte to spare); only pages that link there import these.
 */
export const sellerRoutes = {
  seller: () => '/seller',
  sellerProducts: (query?: { q?: string; status?: string; page?: number }) =>
    withQuery('/seller/products', query),
  sellerProductNew: () => '/seller/products/new',
  sellerProduct: (id: number | string) => `/seller/products/${encodeURIComponent(String(id))}`,
  sellerOrders: () => '/seller/orders',
  sellerReturns: () => '/seller/returns',
  sellerStore: () => '/seller/store',
  sellerCoupons: () => '/seller/coupons',
  sellerStatements: () => '/seller/statements',
  backOffice: () => '/back-office',
  backOfficeApplication: (id: number | string) =>
    `/back-office/applications/${encodeURIComponent(String(id))}`,
  backOfficeVendors: () => '/back-office/vendors',
} as const;

/**
 * `value` when it is a path on this site (`/my-account?tab=1`), else null: a `returnTo` from the
 * address bar must never send the shopper to another site (`//evil.example`, `https://…`).
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  // Browsers drop tabs and newlines from URLs, which would turn `/\t/evil.example` into `//evil…`.
  return [...value].some((char) => char.charCodeAt(0) < 32) ? null : value;
}

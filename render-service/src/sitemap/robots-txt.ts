import { ROUTE_PATTERNS } from '@shop/shared-contracts/routes';

/** Signed-in, checkout and one-time-link pages: nothing there for a search engine. */
const PRIVATE_PATHS = [
  ROUTE_PATTERNS.cart,
  ROUTE_PATTERNS.cartAlias,
  ROUTE_PATTERNS.checkout,
  ROUTE_PATTERNS.orderConfirmation,
  ROUTE_PATTERNS.orders,
  ROUTE_PATTERNS.myAccount,
  ROUTE_PATTERNS.addresses,
  ROUTE_PATTERNS.resetPassword,
];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}

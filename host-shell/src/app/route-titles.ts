import { ROUTE_PATTERNS } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { matchPath, useLocation } from '@shop/shared-platform/router/react-router';
import { useEffect } from 'react';
import { routeOfPath } from '../federation/route-of-path';
import { shopRoutes } from '../federation/shop-routes';

/**
 * The document title of each route that existed before remotes published their routes, as a key
 * under `pageTitle` in the host's translations. A route a remote publishes with a `titleKey` of
 * its own (in its own texts) is named by that instead, so a new page needs no line here.
 * Patterns are matched in order; a path none of them matches is the not-found page.
 */
const ROUTE_TITLE_KEYS: readonly (readonly [pattern: string, key: string])[] = [
  [ROUTE_PATTERNS.store, 'store'],
  // `/category/:id` shows the store filtered by that category.
  [ROUTE_PATTERNS.category, 'store'],
  [ROUTE_PATTERNS.shop, 'store'],
  [ROUTE_PATTERNS.categories, 'categories'],
  [ROUTE_PATTERNS.bestSellers, 'bestSellers'],
  [ROUTE_PATTERNS.product, 'product'],
  [ROUTE_PATTERNS.cart, 'cart'],
  [ROUTE_PATTERNS.cartAlias, 'cart'],
  [ROUTE_PATTERNS.checkout, 'checkout'],
  [ROUTE_PATTERNS.orderConfirmation, 'orderConfirmation'],
  [ROUTE_PATTERNS.myAccount, 'myAccount'],
  [ROUTE_PATTERNS.orders, 'orders'],
  [ROUTE_PATTERNS.addresses, 'addresses'],
  [ROUTE_PATTERNS.signIn, 'signIn'],
  [ROUTE_PATTERNS.signUp, 'signUp'],
  [ROUTE_PATTERNS.forgotPassword, 'forgotPassword'],
  [ROUTE_PATTERNS.resetPassword, 'resetPassword'],
  [ROUTE_PATTERNS.terms, 'terms'],
  [ROUTE_PATTERNS.privacy, 'privacy'],
  [ROUTE_PATTERNS.seller, 'seller'],
  [ROUTE_PATTERNS.sellerProducts, 'sellerProducts'],
  [ROUTE_PATTERNS.sellerProductNew, 'sellerProductNew'],
  [ROUTE_PATTERNS.sellerProduct, 'sellerProduct'],
  [ROUTE_PATTERNS.sellerOrders, 'sellerOrders'],
  [ROUTE_PATTERNS.sellerReturns, 'sellerReturns'],
  [ROUTE_PATTERNS.sellerStore, 'sellerStore'],
  [ROUTE_PATTERNS.sellerCoupons, 'sellerCoupons'],
  [ROUTE_PATTERNS.sellerStatements, 'sellerStatements'],
  [ROUTE_PATTERNS.backOffice, 'backOffice'],
  [ROUTE_PATTERNS.backOfficeApplication, 'backOfficeApplication'],
  [ROUTE_PATTERNS.backOfficeVendors, 'backOfficeVendors'],
];

/** `null` for the home page, which carries the brand's own title. */
export function routeTitleKey(pathname: string, routes = shopRoutes()): string | null {
  if (matchPath(ROUTE_PATTERNS.home, pathname)) return null;
  const published = routeOfPath(pathname, routes)?.titleKey;
  if (published) return published;
  const match = ROUTE_TITLE_KEYS.find(([pattern]) => matchPath(pattern, pathname));
  return `pageTitle.${match?.[1] ?? 'notFound'}`;
}

/** The translated title of the route at `pathname`, e.g. "Warenkorb – Basar". */
export function useRouteTitle(pathname: string): string {
  const { t } = useTranslation();
  const key = routeTitleKey(pathname);
  return key ? t('pageTitle.format', { page: t(key) }) : t('brand.title');
}

/** Keeps `document.title` on the current route's title, in the current language. */
export function useDocumentTitle() {
  const title = useRouteTitle(useLocation().pathname);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

import { matchPath, useLocation } from '@shop/shared-platform/router/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The document title of each route, as a key under `pageTitle` in the host's translations.
 * The host owns the document, so it names every page, including the ones a remote renders.
 * Patterns are matched in order; a path none of them matches is the not-found page.
 */
const ROUTE_TITLE_KEYS: readonly (readonly [pattern: string, key: string])[] = [
  ['/store', 'store'],
  // `/category/:id` shows the store filtered by that category.
  ['/category/:id', 'store'],
  ['/shop', 'store'],
  ['/categories', 'categories'],
  ['/best-sellers', 'bestSellers'],
  ['/product/:id', 'product'],
  ['/card', 'cart'],
  ['/cart', 'cart'],
  ['/checkout', 'checkout'],
  ['/order-confirmation', 'orderConfirmation'],
  ['/my-account', 'myAccount'],
  ['/orders', 'orders'],
  ['/profile/addresses', 'addresses'],
  ['/signin', 'signIn'],
  ['/signup', 'signUp'],
  ['/forgot-password', 'forgotPassword'],
  ['/terms', 'terms'],
  ['/privacy', 'privacy'],
];

/** `null` for the home page, which carries the brand's own title. */
export function routeTitleKey(pathname: string): string | null {
  if (matchPath('/', pathname)) return null;
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

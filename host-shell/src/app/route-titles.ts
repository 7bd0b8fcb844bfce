import type { RemoteRoute } from '@shop/shared-contracts/remotes/route-declaration';
import { ROUTE_PATTERNS } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { matchPath, useLocation } from '@shop/shared-platform/router/react-router';
import { useEffect } from 'react';
import { remoteRouteOf, shopRoutes } from '../federation/shop-routes';

/** A title as a key in a namespace: the host's (`translation`) or the remote's that owns the page. */
export interface TitleKey {
  key: string;
  ns: string;
}

const HOST_NAMESPACE = 'translation';
/** The host's own pages; a remote's page is titled by its route declaration. */
const HOST_TITLES = [
  [ROUTE_PATTERNS.terms, 'pageTitle.terms'],
  [ROUTE_PATTERNS.privacy, 'pageTitle.privacy'],
] as const;
export const NOT_FOUND_TITLE: TitleKey = { key: 'pageTitle.notFound', ns: HOST_NAMESPACE };

/** The title of the page at `pathname`; `null` for a page with the brand's own title (home). */
export function routeTitleKey(
  pathname: string,
  routes: readonly RemoteRoute[] = shopRoutes().routes,
): TitleKey | null {
  const remote = remoteRouteOf(pathname, routes);
  if (remote) return remote.titleKey ? { key: remote.titleKey, ns: remote.remote } : null;
  const host = HOST_TITLES.find(([pattern]) => matchPath(pattern, pathname));
  return host ? { key: host[1], ns: HOST_NAMESPACE } : NOT_FOUND_TITLE;
}

/** The translated title of the route at `pathname`, e.g. "Warenkorb – Basar". */
export function useRouteTitle(pathname: string): string {
  const { t } = useTranslation();
  const title = routeTitleKey(pathname);
  return title ? t('pageTitle.format', { page: t(title.key, { ns: title.ns }) }) : t('brand.title');
}

/** Keeps `document.title` on the current route's title, in the current language. */
export function useDocumentTitle() {
  const title = useRouteTitle(useLocation().pathname);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

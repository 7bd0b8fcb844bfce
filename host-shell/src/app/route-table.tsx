import type { PrefetchingQueryClient } from '@shop/shared-contracts/remotes/page-module';
import type { ShopRoute } from '@shop/shared-contracts/remotes/route-declaration';
import { ROUTE_PATTERNS, routes } from '@shop/shared-contracts/routes';
import type { RemoteName } from '@shop/shared-contracts/runtime-config';
import { type RouteObject, redirect } from '@shop/shared-platform/router/react-router';
import { remoteRoute } from '../federation/remote-route';
import { RemoteLoading } from '../federation/remote-unavailable';
import { shopRoutes } from '../federation/shop-routes';
import { ShellLayout } from '../layout/shell-layout';
import { RouteErrorPage } from '../pages/route-error-page';

/**
 * The host's own pages that are not remotes' (the legal texts, "not found"), each loaded with its
 * route from a file of the host's own (`on-demand-pages`), not with the first render of `/`.
 */
const hostPages = {
  terms: () => import(/* webpackChunkName: "on-demand-pages" */ '../pages/terms-page'),
  privacy: () => import(/* webpackChunkName: "on-demand-pages" */ '../pages/privacy-page'),
  notFound: () => import(/* webpackChunkName: "on-demand-pages" */ '../pages/not-found-page'),
};

/**
 * What a host page opened as the visit's first page shows while its file loads. Without it React
 * Router warns "No `HydrateFallback` element provided" on `/terms` and unknown addresses.
 */
function HostPageLoading() {
  return <RemoteLoading />;
}

/** What the routes' loaders use: the browser page's, or one server request's. */
export interface RouteContext {
  /** The page's client, which remote pages' `prefetch` start their first data in. */
  queryClient?: PrefetchingQueryClient;
  /** Loads a remote's texts into the request's i18next instance (the server's). */
  loadTexts?: (remote: RemoteName) => Promise<unknown>;
  /** False on the server: no browser preloads from the loaders. */
  preload?: boolean;
  /** The remotes' routes (`shop-routes.ts`): the server render's, the same in the browser. */
  remoteRoutes?: readonly ShopRoute[];
}

/**
 * Old addresses answer a permanent redirect, on the server as a 301 and in the browser as a
 * replaced location, so links and bookmarks keep working and search engines keep one address.
 */
const permanentRedirect = (to: string) => () => {
  throw redirect(to, 301);
};

export function createRouteTable({
  queryClient,
  loadTexts,
  preload,
  remoteRoutes = shopRoutes(),
}: RouteContext = {}): RouteObject[] {
  return [
    {
      element: <ShellLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          // Errors inside a page keep the header and footer around them.
          errorElement: <RouteErrorPage />,
          children: [
            ...remoteRoutes.map((route) =>
              remoteRoute({
                path: route.path,
                remote: route.remote,
                module: route.module,
                pageUiAhead: !route.withoutPageUi,
                queryClient,
                loadTexts,
                preload,
              }),
            ),
            {
              path: ROUTE_PATTERNS.category,
              loader: ({ params }) => {
                throw redirect(
                  routes.store(params.id ? { category_id: params.id } : undefined),
                  301,
                );
              },
            },
            { path: ROUTE_PATTERNS.shop, loader: permanentRedirect(routes.store()) },
            { path: ROUTE_PATTERNS.cartAlias, loader: permanentRedirect(routes.cart()) },
            {
              path: '/terms',
              lazy: () => hostPages.terms().then(({ TermsPage }) => ({ Component: TermsPage })),
              HydrateFallback: HostPageLoading,
            },
            {
              path: '/privacy',
              lazy: () =>
                hostPages.privacy().then(({ PrivacyPage }) => ({ Component: PrivacyPage })),
              HydrateFallback: HostPageLoading,
            },
            {
              path: '*',
              lazy: () =>
                hostPages.notFound().then(({ NotFoundPage }) => ({ Component: NotFoundPage })),
              HydrateFallback: HostPageLoading,
            },
          ],
        },
      ],
    },
  ];
}

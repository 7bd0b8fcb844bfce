import type { PrefetchingQueryClient } from '@shop/shared-contracts/remotes/page-module';
import { type RemoteName, remoteRoutes } from '@shop/shared-contracts/remotes/remote-manifest';
import { ROUTE_PATTERNS, routes } from '@shop/shared-contracts/routes';
import { type RouteObject, redirect } from '@shop/shared-platform/router/react-router';
import type { RemoteModulePath } from '../federation/load-remote-page';
import { remoteRoute } from '../federation/remote-route';
import { RemoteLoading } from '../federation/remote-unavailable';
import { ShellLayout } from '../layout/shell-layout';
import { RouteErrorPage } from '../pages/route-error-page';

/** Which remote module renders each route: derived from the remote manifest. */
export const REMOTE_ROUTES: readonly {
  path: string;
  remote: RemoteName;
  module: RemoteModulePath;
}[] = remoteRoutes();

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
 * The remote pages whose first screen renders without the host's page UI files, so their loaders
 * do not ask for them ahead (`preloadPageUi`): the home page, whose first render has a budget of
 * its own (`scripts/check-budgets.mjs`), and the order confirmation. Every other remote page
 * renders with them. A page that would download them without using them goes over its budget in
 * `e2e/budgets-per-route.spec.ts`, which is how the order confirmation was found.
 */
const WITHOUT_PAGE_UI: ReadonlySet<string> = new Set([
  ROUTE_PATTERNS.home,
  ROUTE_PATTERNS.orderConfirmation,
]);

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
            ...REMOTE_ROUTES.map((route) =>
              remoteRoute({
                ...route,
                pageUiAhead: !WITHOUT_PAGE_UI.has(route.path),
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

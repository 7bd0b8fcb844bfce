import { type RemoteName, remoteRoutes } from '@shop/shared-contracts/remotes/remote-manifest';
import { ROUTE_PATTERNS } from '@shop/shared-contracts/routes';
import type { QueryClient } from '@shop/shared-platform/query/react-query';
import { Navigate, type RouteObject } from '@shop/shared-platform/router/react-router';
import type { RemoteModulePath } from '../federation/load-remote-page';
import { remoteRoute } from '../federation/remote-route';
import { RemoteLoading } from '../federation/remote-unavailable';
import { ShellLayout } from '../layout/shell-layout';
import { CategoryRedirect } from '../pages/category-redirect';
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

/** `queryClient`: the page's client, which remote pages' `prefetch` start their first data in. */
export function createRouteTable(queryClient?: QueryClient): RouteObject[] {
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
              }),
            ),
            { path: '/category/:id', element: <CategoryRedirect /> },
            { path: '/shop', element: <Navigate to="/store" replace /> },
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

import { type RemoteName, remoteRoutes } from '@shop/shared-contracts/remotes/remote-manifest';
import { ROUTE_PATTERNS } from '@shop/shared-contracts/routes';
import { Navigate, type RouteObject } from '@shop/shared-platform/router/react-router';
import type { RemoteModulePath } from '../federation/load-remote-page';
import { remoteRoute } from '../federation/remote-route';
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
 * Every remote page but the home page renders its first screen with the host's page UI files, so
 * its loader asks for them beside its code. The home page is built to render without them: its
 * first render has a JavaScript budget of its own (`scripts/check-budgets.mjs`).
 */
export function createRouteTable(): RouteObject[] {
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
              remoteRoute({ ...route, pageUiAhead: route.path !== ROUTE_PATTERNS.home }),
            ),
            { path: '/category/:id', element: <CategoryRedirect /> },
            { path: '/shop', element: <Navigate to="/store" replace /> },
            {
              path: '/terms',
              lazy: () => hostPages.terms().then(({ TermsPage }) => ({ Component: TermsPage })),
            },
            {
              path: '/privacy',
              lazy: () =>
                hostPages.privacy().then(({ PrivacyPage }) => ({ Component: PrivacyPage })),
            },
            {
              path: '*',
              lazy: () =>
                hostPages.notFound().then(({ NotFoundPage }) => ({ Component: NotFoundPage })),
            },
          ],
        },
      ],
    },
  ];
}

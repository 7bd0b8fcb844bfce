import { type RemoteName, remoteRoutes } from '@shop/shared-contracts/remotes/remote-manifest';
import { Navigate, type RouteObject } from '@shop/shared-platform/router/react-router';
import type { RemoteModulePath } from '../federation/load-remote-page';
import { remoteRoute } from '../federation/remote-route';
import { ShellLayout } from '../layout/shell-layout';
import { CategoryRedirect } from '../pages/category-redirect';
import { NotFoundPage } from '../pages/not-found-page';
import { PrivacyPage } from '../pages/privacy-page';
import { RouteErrorPage } from '../pages/route-error-page';
import { TermsPage } from '../pages/terms-page';

/** Which remote module renders each route: derived from the remote manifest. */
export const REMOTE_ROUTES: readonly {
  path: string;
  remote: RemoteName;
  module: RemoteModulePath;
}[] = remoteRoutes();

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
            ...REMOTE_ROUTES.map(remoteRoute),
            { path: '/category/:id', element: <CategoryRedirect /> },
            { path: '/shop', element: <Navigate to="/store" replace /> },
            { path: '/terms', element: <TermsPage /> },
            { path: '/privacy', element: <PrivacyPage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

import { type QueryClient, QueryClientProvider } from '@shop/shared-platform/query/react-query';
import { createBrowserRouter, RouterProvider } from '@shop/shared-platform/router/react-router';
import { ShopThemeProvider } from '@shop/shared-platform/theme/shop-theme-provider';
import { Suspense, useState } from 'react';
import { LazyToastHost } from '../toasts/lazy-toast-host';
import { PageSpinner } from './page-spinner';
import { createRouteTable } from './route-table';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The shell around every page; `queryClient` is the page's one client, shared with the remotes. */
export function App({ router, queryClient }: { router?: AppRouter; queryClient: QueryClient }) {
  const [appRouter] = useState(() => router ?? createBrowserRouter(createRouteTable(queryClient)));
  const [navigateTo] = useState(() => (path: string) => void appRouter.navigate(path));
  return (
    <QueryClientProvider client={queryClient}>
      <ShopThemeProvider>
        <Suspense fallback={<PageSpinner />}>
          <RouterProvider router={appRouter} />
        </Suspense>
        <LazyToastHost navigate={navigateTo} />
      </ShopThemeProvider>
    </QueryClientProvider>
  );
}

import { createBrowserRouter, RouterProvider } from '@shop/shared-platform/router/react-router';
import { ShopThemeProvider } from '@shop/shared-platform/theme/shop-theme-provider';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { Suspense, useState } from 'react';
import { ToastHost } from '../toasts/toast-host';
import { PageSpinner } from './page-spinner';
import { createRouteTable } from './route-table';
import { SessionSync } from './session-sync';

type AppRouter = ReturnType<typeof createBrowserRouter>;

export function App({ router }: { router?: AppRouter }) {
  const [store] = useState(createStore);
  const [appRouter] = useState(() => router ?? createBrowserRouter(createRouteTable()));
  return (
    <JotaiProvider store={store}>
      <ShopThemeProvider>
        <SessionSync />
        <Suspense fallback={<PageSpinner />}>
          <RouterProvider router={appRouter} />
        </Suspense>
        <ToastHost />
      </ShopThemeProvider>
    </JotaiProvider>
  );
}

import type { EmotionCache } from '@emotion/cache';
import type { Language } from '@shop/shared-contracts/i18n/languages';
import { type QueryClient, QueryClientProvider } from '@shop/shared-platform/query/react-query';
import { createBrowserRouter, RouterProvider } from '@shop/shared-platform/router/react-router';
import { ShopThemeProvider } from '@shop/shared-platform/theme/shop-theme-provider';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { LazyToastHost } from '../toasts/lazy-toast-host';
import { LanguageRequestProvider } from './language-request';
import { PageSpinner } from './page-spinner';
import { createRouteTable } from './route-table';

type AppRouter = ReturnType<typeof createBrowserRouter>;

export interface AppProvidersProps {
  /** The page's one client, shared with the remotes (the request's own on the server). */
  queryClient: QueryClient;
  navigate: (path: string) => void;
  /** The server's: the request's language and emotion cache; the browser follows i18next. */
  language?: Language;
  emotionCache?: EmotionCache;
  children: ReactNode;
}

/** What surrounds the router on both sides: data, theme and direction, toasts. */
export function AppProviders({
  queryClient,
  navigate,
  language,
  emotionCache,
  children,
}: AppProvidersProps) {
  return (
    <LanguageRequestProvider>
      <QueryClientProvider client={queryClient}>
        <ShopThemeProvider language={language} emotionCache={emotionCache}>
          <Suspense fallback={<PageSpinner />}>{children}</Suspense>
          <LazyToastHost navigate={navigate} />
        </ShopThemeProvider>
      </QueryClientProvider>
    </LanguageRequestProvider>
  );
}

/**
 * Marks the document once the app has taken it over (hydrated the server's page, or rendered its
 * own): before that, a server-rendered button has no handler yet and a link loads a new document.
 * (A button pressed before then is pressed again once the shell has hydrated: `early-clicks.ts`.)
 * Journeys that must know the app is in charge wait for the mark (`e2e/fixtures/shop.ts`).
 */
function useMarkAppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
}

/** The shell around every page in the browser; `queryClient` is the page's one client. */
export function App({ router, queryClient }: { router?: AppRouter; queryClient: QueryClient }) {
  useMarkAppReady();
  const [appRouter] = useState(
    () => router ?? createBrowserRouter(createRouteTable({ queryClient })),
  );
  const [navigateTo] = useState(() => (path: string) => void appRouter.navigate(path));
  return (
    <AppProviders queryClient={queryClient} navigate={navigateTo}>
      <RouterProvider router={appRouter} />
    </AppProviders>
  );
}

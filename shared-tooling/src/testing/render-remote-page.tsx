import type { User } from '@shop/shared-contracts/api/entities';
import type { Language } from '@shop/shared-contracts/i18n/languages';
import { connectQueryClientToShopEvents } from '@shop/shared-platform/query/connect-shop-events';
import { createShopQueryClient } from '@shop/shared-platform/query/create-shop-query-client';
import { type QueryClient, QueryClientProvider } from '@shop/shared-platform/query/react-query';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
} from '@shop/shared-platform/router/react-router';
import {
  endSession,
  forgetStoredSession,
  reloadSessionFromStorage,
  startSession,
} from '@shop/shared-platform/session/session';
import { loadDirectionSupport } from '@shop/shared-platform/theme/emotion-caches';
import { ShopThemeProvider } from '@shop/shared-platform/theme/shop-theme-provider';
import { preloadAlert } from '@shop/shared-platform/ui/mui-core';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { setupTestI18n } from './test-i18n';

/** Session state a test starts in; `{ user }` is a signed-in shopper. */
export type TestSession = 'signed-out' | 'checking' | { user: User };

export interface RenderRemotePageOptions {
  /** The URL the page opens at, e.g. `/signin?returnTo=/orders`. */
  route?: string;
  /** The route pattern the page is mounted on (default: the pathname of `route`). */
  path?: string;
  language?: Language;
  /** Namespaces of the package under test, read from its real `public/locales` files. */
  namespaces: string[];
  session?: TestSession;
  /** Defaults to a fresh shop query client without retries, wired to the shop events. */
  queryClient?: QueryClient;
}

/** The token a signed-in test session carries. */
export const TEST_TOKEN = 'test-token';

/** The user stored beside the token while a session is being checked. */
export const CHECKING_USER: User = {
  id: 1,
  name: 'Stored Shopper',
  email: 'stored@example.com',
  email_verified_at: null,
  created_at: '2026-01-01T00:00:00Z',
};

/** Any other URL shows this text, so a test sees where a redirect or link went. */
const landingText = (path: string) => `page ${path}`;

/** Where a redirect or link lands in the test kits: the address it landed on, as text. */
export function Landing() {
  const { pathname, search } = useLocation();
  return <p data-testid="landing">{landingText(`${pathname}${search}`)}</p>;
}

/** Puts the browser (storage and the session module) into `session`, as a fresh page load finds it. */
export function applySession(session: TestSession): void {
  localStorage.clear();
  sessionStorage.clear();
  // Also the cookie marking a tab-only session, which outlives the storages cleared above.
  forgetStoredSession();
  reloadSessionFromStorage();
  if (session === 'signed-out') {
    endSession('logout');
  } else if (session === 'checking') {
    // A stored token the start-up check has not confirmed yet, as on a fresh page load.
    startSession({ token: TEST_TOKEN, user: CHECKING_USER, remember: false });
    reloadSessionFromStorage();
  } else {
    startSession({ token: TEST_TOKEN, user: session.user, remember: false });
  }
}

/** A query client as the page's, but failing at once (retries are the client's own test). */
export function createTestQueryClient(): QueryClient {
  const client = createShopQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

const mounted: (() => void)[] = [];
afterEach(() => {
  cleanup();
  for (const stop of mounted.splice(0)) stop();
});

/**
 * Renders a remote's page as the host would: shop theme with the direction's emotion cache,
 * i18n with the package's real locale files, a memory router, the session state and a query
 * client. HTTP goes to the network edge, mocked with `setupApiServer` handlers.
 */
export async function renderRemotePage(ui: ReactNode, options: RenderRemotePageOptions) {
  const { route = '/', language = 'en', session = 'signed-out', namespaces } = options;
  const path = options.path ?? new URL(route, 'http://shop.test').pathname;
  const i18n = await setupTestI18n({ language, namespaces });
  // Arabic styling loads on demand; the host's i18next waits for it, the test kit likewise.
  await loadDirectionSupport(language);
  // The shop fetches the alert's file once the browser is idle after start-up, so by the time a
  // shopper can make anything fail, alerts render at once; the page under test likewise.
  await preloadAlert();
  applySession(session);
  const queryClient = options.queryClient ?? createTestQueryClient();
  const disconnect = connectQueryClientToShopEvents(queryClient);
  mounted.push(() => {
    disconnect();
    queryClient.clear();
  });
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <Landing /> },
    ],
    { initialEntries: [route] },
  );
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(
      <QueryClientProvider client={queryClient}>
        <ShopThemeProvider language={language}>
          <RouterProvider router={router} />
        </ShopThemeProvider>
      </QueryClientProvider>,
    );
  });
  if (!view) throw new Error('The page did not render.');
  return { ...view, i18n, queryClient, router };
}

/** The placeholder page a redirect or link landed on (`/my-account`, `/signin?returnTo=…`). */
export function landedOn(path: string): HTMLElement | null {
  return screen.queryByText(landingText(path));
}

import { I18nextProvider, initReactI18next } from '@shop/shared-platform/i18n/react';
import { QueryClientProvider } from '@shop/shared-platform/query/react-query';
import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, onTestFinished } from 'vitest';
import { resetShopEventMemory } from '../events/event-bus';
import { addPlatformTexts } from '../i18n/platform-texts';
import { connectQueryClientToShopEvents } from '../query/connect-shop-events';
import { createShopQueryClient } from '../query/create-shop-query-client';
import { clearRuntimeConfig, setRuntimeConfig } from '../runtime/runtime-config-store';
import { endSession, forgetStoredSession, startSession } from '../session/session';

/** Where the test API answers (msw handlers use it). */
export const API = 'http://api.test';

export const shopper = {
  id: 7,
  name: 'Sam',
  email: 's@x.de',
  email_verified_at: null,
  created_at: '',
};

/**
 * An msw server on `API` for one test file, with the runtime configuration pointing at it and a
 * fresh browser (no session, no remembered events) for every test.
 */
export function setupHookApi() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() =>
    setRuntimeConfig({
      apiBaseUrl: API,
      storageBaseUrl: `${API}/storage/`,
      remotes: { catalog: '', product: '', cartCheckout: '', account: '', auth: '', seller: '' },
    }),
  );
  afterEach(() => {
    server.resetHandlers();
    endSession('logout');
    forgetStoredSession();
    resetShopEventMemory();
    clearRuntimeConfig();
  });
  return server;
}

export const signIn = () => startSession({ token: 'token-1', user: shopper, remember: false });

/**
 * Renders `hook` as a remote's component would: under the page's query client (wired to the
 * event contract as the host wires it) and an i18next instance in `language`.
 */
export async function renderShopHook<T>(hook: () => T, language = 'en') {
  const client = createShopQueryClient();
  const disconnect = connectQueryClientToShopEvents(client);
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: language, resources: {} });
  addPlatformTexts(i18n);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
  const rendered = renderHook(hook, { wrapper });
  onTestFinished(() => {
    rendered.unmount();
    disconnect();
    client.clear();
  });
  return { ...rendered, client };
}

import { I18nextProvider, initReactI18next } from '@shop/shared-platform/i18n/react';
import { QueryClient } from '@shop/shared-platform/query/react-query';
import { createMemoryRouter, RouterProvider } from '@shop/shared-platform/router/react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../public/locales/en/translation.json';
import { registerShopRemotes } from './remote-registry';
import { remoteRoute } from './remote-route';
import { REMOTE_UNAVAILABLE } from './runtime-plugins/fallback';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);
const texts = vi.hoisted(() => ({
  preloadRemoteTexts: vi.fn(),
  loadRemoteTexts: vi.fn(async (_remote: string) => undefined),
}));
vi.mock('./remote-texts', () => texts);
const pageUi = vi.hoisted(() => ({ preloadPageUi: vi.fn() }));
vi.mock('./preload-page-ui', () => pageUi);

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } } });

const ordersRenders = vi.hoisted(() => ({ count: 0 }));

function OrdersPage() {
  ordersRenders.count += 1;
  return <h1>Orders from the remote</h1>;
}

function AccountPage() {
  return <h1>Account from the remote</h1>;
}

function renderRoutes(initialPath = '/orders', queryClient?: QueryClient) {
  const router = createMemoryRouter(
    [
      remoteRoute({ path: '/orders', remote: 'account', module: './OrdersPage', queryClient }),
      remoteRoute({ path: '/my-account', remote: 'account', module: './AccountPage' }),
      remoteRoute({
        path: '/product/:id',
        remote: 'product',
        module: './ProductPage',
        queryClient,
      }),
    ],
    { initialEntries: [initialPath] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

const config = {
  apiBaseUrl: 'http://api',
  storageBaseUrl: 'http://api/storage/',
  remotes: {
    catalog: 'http://c/mf-manifest.json',
    product: 'http://p/mf-manifest.json',
    cartCheckout: 'http://cc/mf-manifest.json',
    account: 'http://a/mf-manifest.json',
    auth: 'http://au/mf-manifest.json',
    seller: 'http://se/mf-manifest.json',
  },
};

beforeEach(() => {
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  registerShopRemotes(config);
});

afterEach(() => cleanup());

describe('a remote route', () => {
  it("starts the page module's prefetch with the route's parameters, address and query client", async () => {
    const queryClient = new QueryClient();
    const prefetch = vi.fn();
    runtime.loadRemote.mockResolvedValue({ default: OrdersPage, prefetch });
    renderRoutes('/product/12?variant=3', queryClient);
    expect(await screen.findByText('Orders from the remote')).toBeTruthy();
    expect(prefetch).toHaveBeenCalledTimes(1);
    const [context] = prefetch.mock.calls[0] as [
      { params: Record<string, string>; url: URL; queryClient: QueryClient },
    ];
    expect(context.params).toEqual({ id: '12' });
    expect(context.url.pathname + context.url.search).toBe('/product/12?variant=3');
    expect(context.queryClient).toBe(queryClient);
  });

  it('renders the page when its prefetch throws', async () => {
    runtime.loadRemote.mockResolvedValue({
      default: OrdersPage,
      prefetch: () => {
        throw new Error('bad prefetch');
      },
    });
    renderRoutes('/orders', new QueryClient());
    expect(await screen.findByText('Orders from the remote')).toBeTruthy();
    expect(console.error).toHaveBeenCalledWith(
      "[shop] a remote page's prefetch failed",
      expect.any(Error),
    );
  });

  it('loads the exposed module of the remote and renders it', async () => {
    runtime.loadRemote.mockResolvedValue({ default: OrdersPage });
    renderRoutes();
    expect(await screen.findByText('Orders from the remote')).toBeTruthy();
    expect(runtime.loadRemote).toHaveBeenCalledWith('account/OrdersPage');
  });

  it("asks for the remote's texts and the page UI files while its page's code is still downloading", async () => {
    texts.preloadRemoteTexts.mockReset();
    let finishLoading: (module: unknown) => void = () => undefined;
    runtime.loadRemote.mockReturnValueOnce(
      new Promise((resolve) => {
        finishLoading = resolve;
      }),
    );
    renderRoutes();
    await vi.waitFor(() => expect(runtime.loadRemote).toHaveBeenCalledWith('account/OrdersPage'));
    expect(texts.preloadRemoteTexts).toHaveBeenCalledWith('account');
    expect(pageUi.preloadPageUi).toHaveBeenCalled();

    await act(async () => finishLoading({ default: OrdersPage }));
    expect(await screen.findByText('Orders from the remote')).toBeTruthy();
  });

  it("shows the page only once i18next has its texts, so the page's first render never waits", async () => {
    runtime.loadRemote.mockResolvedValue({ default: OrdersPage });
    let textsRead: () => void = () => undefined;
    texts.loadRemoteTexts.mockReturnValueOnce(
      new Promise<undefined>((resolve) => {
        textsRead = () => resolve(undefined);
      }),
    );
    renderRoutes();
    await vi.waitFor(() => expect(texts.loadRemoteTexts).toHaveBeenCalledWith('account'));
    expect(screen.getByTestId('remote-loading')).toBeTruthy();
    expect(screen.queryByText('Orders from the remote')).toBeNull();

    await act(async () => textsRead());
    expect(await screen.findByText('Orders from the remote')).toBeTruthy();
  });

  it('keeps the current page, without a spinner or a new render, until the next page is loaded', async () => {
    runtime.loadRemote.mockResolvedValueOnce({ default: OrdersPage });
    const router = renderRoutes();
    await screen.findByText('Orders from the remote');

    let finishLoading: (module: unknown) => void = () => undefined;
    runtime.loadRemote.mockReturnValueOnce(
      new Promise((resolve) => {
        finishLoading = resolve;
      }),
    );
    const rendersBefore = ordersRenders.count;
    act(() => {
      void router.navigate('/my-account');
    });
    await vi.waitFor(() => expect(runtime.loadRemote).toHaveBeenCalledWith('account/AccountPage'));
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    expect(screen.getByText('Orders from the remote')).toBeTruthy();
    expect(screen.queryByTestId('remote-loading')).toBeNull();
    // The page being left is not rendered again while the next one loads.
    expect(ordersRenders.count).toBe(rendersBefore);

    await act(async () => finishLoading({ default: AccountPage }));
    expect(await screen.findByText('Account from the remote')).toBeTruthy();
  });

  it('shows the unavailable panel, and retry re-registers the remote and loads again', async () => {
    runtime.loadRemote.mockResolvedValueOnce({ [REMOTE_UNAVAILABLE]: { id: 'x', error: null } });
    runtime.loadRemote.mockResolvedValueOnce({ default: OrdersPage });
    renderRoutes();
    expect(await screen.findByText(en.remote.unavailableTitle)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: en.remote.retry }));
    expect(await screen.findByText('Orders from the remote')).toBeTruthy();
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'account', entry: config.remotes.account }],
      { force: true },
    );
  });

  it('catches a remote page that crashes while rendering', async () => {
    function Broken(): never {
      throw new Error('render failure');
    }
    runtime.loadRemote.mockResolvedValue({ default: Broken });
    renderRoutes();
    expect(await screen.findByText(en.remote.unavailableText)).toBeTruthy();
  });
});

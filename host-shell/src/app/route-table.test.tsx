import { createMemoryRouter, RouterProvider } from '@shop/shared-platform/router/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStaticHandler } from '../server/static-router';
import { setupTestI18n } from '../testing/test-i18n';
import { createRouteTable } from './route-table';

vi.mock('../federation/remote-route', () => ({
  remoteRoute: ({ path, remote, module }: { path: string; remote: string; module: string }) => ({
    path,
    element: <div data-testid="remote-page">{`${remote} ${module}`}</div>,
  }),
}));
// The layout's own data (categories) is not under test here.
vi.mock('../header/header', () => ({ Header: () => <header>header</header> }));

beforeAll(() => setupTestI18n('en'));
afterEach(() => cleanup());

function visit(path: string) {
  const router = createMemoryRouter(createRouteTable(), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('routes of the shop', () => {
  it.each([
    ['/', 'catalog ./HomePage'],
    ['/store', 'catalog ./StorePage'],
    ['/categories', 'catalog ./CategoriesPage'],
    ['/best-sellers', 'catalog ./BestSellersPage'],
    ['/product/7', 'product ./ProductPage'],
    ['/card', 'cartCheckout ./CartPage'],
    ['/checkout', 'cartCheckout ./CheckoutPage'],
    ['/order-confirmation?order_id=3', 'cartCheckout ./OrderConfirmationPage'],
    ['/my-account', 'account ./AccountPage'],
    ['/orders', 'account ./OrdersPage'],
    ['/profile/addresses', 'account ./AddressesPage'],
    ['/signin', 'auth ./SignInPage'],
    ['/signup', 'auth ./SignUpPage'],
    ['/forgot-password', 'auth ./ForgotPasswordPage'],
    ['/reset-password?token=abc', 'auth ./ResetPasswordPage'],
  ])('%s shows %s inside header, main and footer', async (path, page) => {
    visit(path);
    expect(screen.getByRole('main').textContent).toBe(page);
    expect(screen.getByRole('banner')).toBeTruthy();
    // The footer arrives in a file of its own, requested with the first render.
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
  });

  it('redirects /category/:id and /shop to the store and /cart to /card', async () => {
    const router = visit('/category/5');
    await vi.waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/store?category_id=5',
      ),
    );
    const shop = visit('/shop');
    await vi.waitFor(() => expect(shop.state.location.pathname).toBe('/store'));
    const cart = visit('/cart');
    await vi.waitFor(() => expect(cart.state.location.pathname).toBe('/card'));
  });

  it.each([
    ['/cart', '/card'],
    ['/shop', '/store'],
    ['/category/5', '/store?category_id=5'],
  ])('answers %s on the server with a permanent redirect to %s', async (path, location) => {
    const handler = createStaticHandler(createRouteTable());
    const answer = await handler.query(new Request(`http://shop.test${path}`));
    expect(answer instanceof Response && answer.status).toBe(301);
    expect((answer as Response).headers.get('Location')).toBe(location);
  });

  it('serves terms, privacy and a translated 404, each loaded with its route', async () => {
    visit('/terms');
    expect(await screen.findByRole('heading', { name: 'Terms of use' })).toBeTruthy();
    cleanup();
    visit('/privacy');
    expect(await screen.findByRole('heading', { name: 'Privacy' })).toBeTruthy();
    cleanup();
    visit('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it.each(['/terms', '/privacy', '/no/such/page'])(
    'shows a loading state, not a router warning, while %s loads as the first page',
    async (path) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      visit(path);
      expect(screen.getByTestId('remote-loading')).toBeTruthy();
      await screen.findByRole('heading', { level: 1 });
      const warnings = warn.mock.calls.map((call) => String(call[0]));
      warn.mockRestore();
      expect(warnings.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
    },
  );
});

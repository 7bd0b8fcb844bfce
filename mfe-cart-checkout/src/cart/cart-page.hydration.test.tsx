import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { hydrateServerRenderedPage } from '@shop/shared-tooling/testing/hydrate-page';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import du from '../../public/locales/du/cartCheckout.json';
import { cartItem, quote, shoeSeller, shopper } from '../shared/test-data';
import CartPage from './cart-page';

// The server renders the cart's heading and a spinner (it knows no session). The browser's first
// render must be the same for the signed-in shopper, whose cart loads right after hydration, and
// for a visitor, whose own cart (its cookie) loads the same way.
const server = setupApiServer();

const hydrate = (session: 'signed-out' | { user: typeof shopper }) =>
  hydrateServerRenderedPage(<CartPage />, {
    url: '/card',
    language: 'du',
    namespaces: ['cartCheckout'],
    session,
  });

describe('the cart hydrating the server HTML', () => {
  it("hydrates without a mismatch for a shopper, then shows the shopper's cart", async () => {
    server.use(
      apiHandler('GET /v1/cart', () => [cartItem(1, shoeSeller)]),
      apiHandler('POST /v1/checkout/quote', () => quote()),
    );
    const { errors, serverHtml } = await hydrate({ user: shopper });
    expect(errors).toEqual([]);
    expect(serverHtml).toContain(du.cart.title);
    expect(serverHtml).toContain('role="progressbar"');
    expect(
      await screen.findByRole('heading', { level: 2, name: /^Verkauft von Schuhhaus/ }),
    ).toBeTruthy();
  });

  it("hydrates without a mismatch for a visitor, then shows the visitor's cart", async () => {
    server.use(
      apiHandler('GET /v1/cart', () => [cartItem(1, shoeSeller)]),
      apiHandler('POST /v1/checkout/quote', () => quote()),
    );
    const { errors, serverHtml } = await hydrate('signed-out');
    expect(errors).toEqual([]);
    expect(serverHtml).toContain('role="progressbar"');
    expect(
      await screen.findByRole('heading', { level: 2, name: /^Verkauft von Schuhhaus/ }),
    ).toBeTruthy();
  });
});

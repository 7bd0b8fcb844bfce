// @vitest-environment node
import {
  missingTexts,
  renderPageOnServer,
} from '@shop/shared-tooling/testing/render-page-on-server';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import ar from '../public/locales/ar/cartCheckout.json';
import du from '../public/locales/du/cartCheckout.json';
import CartPage from './cart/cart-page';
import CheckoutPage from './checkout/checkout-page';
import OrderConfirmationPage from './order-confirmation/order-confirmation-page';

// A node environment: no `window`, as in the render service. The server renders signed out: the
// page's frame and heading arrive, the shopper's cart or order follows in the browser, which
// knows the session. No redirect to sign-in is decided on the server.
const TEXTS = { du, ar } as const;
const PAGES: [string, ReactNode, string, (t: typeof du) => string][] = [
  ['cart', <CartPage key="cart" />, '/card', (t) => t.cart.title],
  ['checkout', <CheckoutPage key="checkout" />, '/checkout', (t) => t.checkout.title],
  [
    'order confirmation',
    <OrderConfirmationPage key="confirmation" />,
    '/order-confirmation?id=12',
    (t) => t.orderConfirmation.title,
  ],
];

describe.each(['du', 'ar'] as const)('the cart and checkout on the server in %s', (language) => {
  it.each(PAGES)('renders the %s page with its heading', async (_name, page, url, title) => {
    const rendered = await renderPageOnServer(page, {
      url,
      language,
      namespaces: ['cartCheckout'],
    });
    expect(missingTexts(rendered, [title(TEXTS[language])])).toEqual([]);
    expect(rendered.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(rendered.html).toContain('data-remote="cartCheckout"');
  });
});

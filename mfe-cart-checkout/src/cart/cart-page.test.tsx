import { formatEuro } from '@shop/shared-contracts/format/money';
import { onShopEvent } from '@shop/shared-platform/events/event-bus';
import { apiError, apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bagSeller, cartItem, quote, shoeSeller, shopper } from '../shared/test-data';
import CartPage from './cart-page';

const server = setupApiServer();
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

const renderCart = (language: 'du' | 'ar' = 'du') =>
  renderRemotePage(<CartPage />, {
    route: '/card',
    language,
    namespaces: ['cartCheckout'],
    session: { user: shopper },
  });

describe('CartPage', () => {
  it('groups the items by seller and shows the server-priced summary', async () => {
    server.use(
      apiHandler('GET /v1/cart', () => [
        cartItem(1, shoeSeller, { quantity: 2 }),
        cartItem(2, bagSeller),
        cartItem(3, shoeSeller, { stock: 0 }),
      ]),
      apiHandler('POST /v1/checkout/quote', () =>
        quote({ subtotal: 120, price_after_discount: 130, item_count: 3 }),
      ),
    );
    await renderCart();
    const groups = await screen.findAllByRole('heading', { level: 2, name: /^Verkauft von/ });
    expect(groups.map((heading) => heading.textContent)).toEqual([
      'Verkauft von Schuhhaus',
      'Verkauft von Taschenladen',
    ]);
    expect(
      screen.getByText('Dieser Artikel ist ausverkauft und zählt nicht zur Summe.'),
    ).toBeTruthy();
    expect((await screen.findByTestId('cart-total')).textContent).toBe(formatEuro(130, 'du'));
    // Out-of-stock items cannot change quantity.
    expect(screen.getByRole('button', { name: 'Ein Artikel 3 mehr' })).toHaveProperty(
      'disabled',
      true,
    );
    // One is the least: marked unavailable, still focusable.
    expect(
      screen.getByRole('button', { name: 'Ein Artikel 2 weniger' }).getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it('goes to the checkout at once, by a link that works before the app has started', async () => {
    server.use(
      apiHandler('GET /v1/cart', () => [cartItem(1, shoeSeller)]),
      apiHandler('POST /v1/checkout/quote', () => quote()),
    );
    await renderCart();
    const proceed = await screen.findByRole('link', { name: 'Weiter zur Kasse' });
    expect(proceed.getAttribute('href')).toBe('/checkout');
  });

  it('offers no way to the checkout while nothing in the cart can be bought', async () => {
    server.use(
      apiHandler('GET /v1/cart', () => [cartItem(1, shoeSeller, { stock: 0 })]),
      apiHandler('POST /v1/checkout/quote', () => quote()),
    );
    await renderCart();
    const proceed = await screen.findByRole('button', { name: 'Weiter zur Kasse' });
    expect(proceed).toHaveProperty('disabled', true);
    expect(screen.queryByRole('link', { name: 'Weiter zur Kasse' })).toBeNull();
  });

  it('shows the empty state with a way to the store', async () => {
    server.use(apiHandler('GET /v1/cart', () => []));
    await renderCart('ar');
    const link = await screen.findByRole('link', { name: 'إلى المتجر' });
    expect(link.getAttribute('href')).toBe('/store');
  });

  it('offers a retry when the cart cannot be loaded', async () => {
    const answer = vi.fn().mockReturnValueOnce(apiError(500, '')).mockReturnValue([]);
    server.use(apiHandler('GET /v1/cart', answer));
    await renderCart();
    fireEvent.click(await screen.findByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Dein Warenkorb ist leer')).toBeTruthy();
  });

  it('removes an item, raises "cart changed" and puts it back from the toast', async () => {
    let items = [cartItem(1, shoeSeller, { quantity: 3 }), cartItem(2, bagSeller)];
    const added = vi.fn();
    server.use(
      apiHandler('GET /v1/cart', () => items),
      apiHandler('POST /v1/checkout/quote', () => quote()),
      apiHandler('DELETE /v1/cart/{id}', ({ params }) => {
        items = items.filter((item) => item.id !== Number(params.id));
        return null;
      }),
      apiHandler('POST /v1/cart', ({ body }) => {
        added(body);
        const back = cartItem(1, shoeSeller, { quantity: body.quantity });
        items = [...items, back];
        return back;
      }),
    );
    const changes = vi.fn();
    const toasts: { message: string; action?: { label: string; onAction: () => void } }[] = [];
    stops.push(onShopEvent('shop:cart:changed', changes));
    stops.push(onShopEvent('shop:toast:requested', (toast) => toasts.push(toast)));
    await renderCart();

    fireEvent.click(await screen.findByRole('button', { name: 'Artikel 1 entfernen' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Artikel 1 entfernen' })).toBeNull(),
    );
    expect(changes).toHaveBeenCalledTimes(1);
    const [toast] = toasts;
    expect(toast?.message).toBe('Artikel 1 wurde aus dem Warenkorb entfernt.');
    expect(toast?.action?.label).toBe('Rückgängig');

    toast?.action?.onAction();
    await waitFor(() =>
      expect(added).toHaveBeenCalledWith({ product_id: 101, product_variant_id: 201, quantity: 3 }),
    );
    expect(await screen.findByRole('button', { name: 'Artikel 1 entfernen' })).toBeTruthy();
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('keeps the keyboard focus on the page when lines are removed, and never quotes an empty cart', async () => {
    let items = [cartItem(1, shoeSeller), cartItem(2, shoeSeller)];
    let emptyQuotes = 0;
    server.use(
      apiHandler('GET /v1/cart', () => items),
      apiHandler('POST /v1/checkout/quote', () => {
        if (items.length === 0) emptyQuotes += 1;
        return items.length ? quote() : apiError(422, 'No items available for checkout');
      }),
      apiHandler('DELETE /v1/cart/{id}', ({ params }) => {
        items = items.filter((item) => item.id !== Number(params.id));
        return null;
      }),
    );
    await renderCart();
    const first = await screen.findByRole('button', { name: 'Artikel 1 entfernen' });
    first.focus();
    fireEvent.click(first);
    // The next line's link takes the focus.
    await waitFor(() =>
      expect(document.activeElement?.closest('[data-item-id]')?.getAttribute('data-item-id')).toBe(
        '2',
      ),
    );
    const last = screen.getByRole('button', { name: 'Artikel 2 entfernen' });
    last.focus();
    fireEvent.click(last);
    expect(await screen.findByText('Dein Warenkorb ist leer')).toBeTruthy();
    // The last line gone: the cart's heading, not <body>.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 1, name: 'Dein Warenkorb' }),
      ),
    );
    expect(emptyQuotes).toBe(0);
  });

  it('says how much is missing for free delivery, or that it is reached', async () => {
    let missing = 12.5;
    server.use(
      apiHandler('GET /v1/cart', () => [cartItem(1, shoeSeller, { price: 87.5 })]),
      apiHandler('POST /v1/checkout/quote', () =>
        quote({ subtotal: 100 - missing, free_shipping_missing: missing }),
      ),
    );
    const { unmount } = await renderCart();
    expect((await screen.findByTestId('free-shipping-progress')).textContent).toBe(
      `Noch ${formatEuro(12.5, 'du')} bis zum kostenlosen Versand`,
    );
    unmount();
    missing = 0;
    await renderCart('ar');
    expect((await screen.findByTestId('free-shipping-progress')).textContent).toBe(
      'التوصيل العادي لطلبك مجاني',
    );
  });

  it('clears the cart only after the confirmation', async () => {
    let items = [cartItem(1, shoeSeller)];
    const cleared = vi.fn(() => {
      items = [];
      return null;
    });
    server.use(
      apiHandler('GET /v1/cart', () => items),
      apiHandler('POST /v1/checkout/quote', () => quote()),
      apiHandler('DELETE /v1/cart', cleared),
    );
    await renderCart();
    fireEvent.click(await screen.findByRole('button', { name: 'Warenkorb leeren' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Artikel behalten' }));
    expect(cleared).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Warenkorb leeren' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Warenkorb leeren' }),
    );
    expect(await screen.findByText('Dein Warenkorb ist leer')).toBeTruthy();
    expect(cleared).toHaveBeenCalledTimes(1);
  });

  it('shows a visitor their own cart (its cookie), with the way to the checkout', async () => {
    server.use(
      apiHandler('GET /v1/cart', () => [cartItem(1, shoeSeller)]),
      apiHandler('POST /v1/checkout/quote', () => quote()),
    );
    await renderRemotePage(<CartPage />, {
      route: '/card',
      language: 'du',
      namespaces: ['cartCheckout'],
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: /^Verkauft von Schuhhaus/ }),
    ).toBeTruthy();
    expect(screen.queryByText(/page \/signin/)).toBeNull();
    // The checkout asks a visitor to sign in, and comes back (its own RequireSession).
    expect(
      (await screen.findByRole('link', { name: 'Weiter zur Kasse' })).getAttribute('href'),
    ).toBe('/checkout');
  });

  it('shows a visitor without a cart the empty cart', async () => {
    server.use(apiHandler('GET /v1/cart', () => []));
    await renderRemotePage(<CartPage />, {
      route: '/card',
      language: 'du',
      namespaces: ['cartCheckout'],
    });
    expect(await screen.findByRole('link', { name: 'Zum Shop' })).toBeTruthy();
  });
});

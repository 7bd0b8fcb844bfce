import { formatEuro } from '@shop/shared-contracts/format/money';
import { onShopEvent } from '@shop/shared-platform/events/event-bus';
import { apiError, apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import {
  createTestQueryClient,
  renderRemotePage,
} from '@shop/shared-tooling/testing/render-remote-page';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import ProductPage, { prefetch } from './product-page';
import { productPageHandlers, seller, shopper } from './product-page-fixtures';
import { jacket } from './test-product';

// The page builds its lower sections in deferred renders: on a busy two-core machine that can
// take seconds.
configure({ asyncUtilTimeout: 5_000 });

const server = setupApiServer();

interface OpenOptions {
  language?: 'du' | 'ar';
  signedIn?: boolean;
  product?: Parameters<typeof productPageHandlers>[0];
}

const open = (route: string, options: OpenOptions = {}) => {
  server.use(...productPageHandlers(options.product));
  return renderRemotePage(<ProductPage />, {
    route,
    path: '/product/:id',
    language: options.language ?? 'du',
    namespaces: ['product'],
    session: options.signedIn ? { user: shopper } : 'signed-out',
  });
};

const toasts: { kind: string; message: string; link?: { label: string; href: string } }[] = [];
const stopToasts = onShopEvent('shop:toast:requested', (toast) => toasts.push(toast));
afterEach(() => {
  toasts.length = 0;
});
afterAll(stopToasts);

describe('the product page', () => {
  it('opens on the first variant in stock and follows a colour, then a size, in the address', async () => {
    const { router } = await open('/product/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Regenjacke' })).toBeTruthy();
    // The first variant, blue S, is sold out: the page opens on blue M, which is not.
    expect(screen.getByTestId('product-price').textContent).toBe(formatEuro(24.5, 'du'));
    expect(screen.getByTestId('stock-line').textContent).toBe('Nur noch 3 auf Lager');

    fireEvent.click(screen.getByRole('button', { name: 'Rot' }));
    expect(router.state.location.search).toBe('?variant=22');
    expect(screen.getByTestId('product-price').textContent).toBe(formatEuro(29.9, 'du'));
    expect(screen.getByTestId('stock-line').textContent).toBe('Nur noch 5 auf Lager');
    expect(screen.getByTestId('gallery-image').getAttribute('src')).toBe(
      'http://api.test/storage/p/red.jpg',
    );

    // Red has no M, and its S is sold out: shown as such.
    expect(
      screen
        .getByRole('button', { name: /M \(in dieser Kombination nicht erhältlich\)/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Größe S (ausverkauft)' }));
    expect(router.state.location.search).toBe('?variant=21');
    expect(screen.getByTestId('stock-line').textContent).toBe('Ausverkauft');
  });

  it('opens the variant a shared link names', async () => {
    await open('/product/7?variant=12');
    expect((await screen.findByTestId('product-price')).textContent).toBe(formatEuro(24.5, 'du'));
    expect(screen.getByTestId('stock-line').textContent).toBe('Nur noch 3 auf Lager');
    expect(screen.getByTestId('gallery-image').getAttribute('src')).toBe(
      'http://api.test/storage/p/blue.jpg',
    );
  });

  it('says the product is in the cart, with the way to the cart', async () => {
    await open('/product/7?variant=12', { signedIn: true });
    server.use(apiHandler('POST /v1/cart', () => ({}) as never));
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    await waitFor(() => expect(toasts.at(-1)?.kind).toBe('success'));
    expect(toasts.at(-1)?.link).toEqual({ label: 'Zum Warenkorb', href: '/card' });
  });

  it('adds the chosen quantity to the cart and says the cart changed', async () => {
    const added = vi.fn();
    const cartChanged = vi.fn();
    const stop = onShopEvent('shop:cart:changed', cartChanged);
    await open('/product/7?variant=12', { signedIn: true });
    server.use(
      apiHandler('POST /v1/cart', ({ body }) => {
        added(body);
        return apiError(500, 'Down');
      }),
    );
    await screen.findByRole('heading', { level: 1 });
    const plus = screen.getByRole('button', { name: 'Menge erhöhen' });
    fireEvent.click(plus);
    fireEvent.click(plus);
    // At the stock plus is marked unavailable but keeps its place in the Tab order (on a busy
    // machine the second press may commit a moment later).
    await waitFor(() => expect(plus.getAttribute('aria-disabled')).toBe('true'));
    expect((screen.getByLabelText('Menge') as HTMLInputElement).value).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    await waitFor(() =>
      expect(added).toHaveBeenCalledWith({ product_id: 7, product_variant_id: 12, quantity: 3 }),
    );
    await waitFor(() => expect(toasts.at(-1)?.kind).toBe('error'));
    expect(cartChanged).not.toHaveBeenCalled();

    server.use(
      apiHandler('POST /v1/cart', () =>
        apiError(
          422,
          'Only 3 items are in stock; you asked for 4.',
          { quantity: ['Only 3 items are in stock; you asked for 4.'] },
          { quantity: 'not_enough_stock' },
          { available: 3 },
        ),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    await waitFor(() =>
      expect(toasts.at(-1)?.message).toBe(
        'Es sind nur noch 3 Stück auf Lager (mit dem, was schon im Warenkorb liegt).',
      ),
    );
    stop();
  });

  it('never offers a variant its vendor retired, even when a link names it', async () => {
    // The API leaves a retired variant (blue L, id 13) out of the product: a link to it opens on
    // the first variant in stock, and blue L is not offered, not even as sold out.
    await open('/product/7?variant=13', { signedIn: true });
    expect((await screen.findByTestId('product-price')).textContent).toBe(formatEuro(24.5, 'du'));
    expect(screen.queryByRole('button', { name: 'Größe L (ausverkauft)' })).toBeNull();
    const large = screen.getByRole('button', {
      name: 'Größe L (in dieser Kombination nicht erhältlich)',
    });
    expect(large.hasAttribute('disabled')).toBe(true);
    // A page opened before the vendor retired its variant: the refusal says so in words.
    server.use(
      apiHandler('POST /v1/cart', () =>
        apiError(422, 'This variant is no longer sold.', {
          product_variant_id: ['This variant is no longer sold.'],
        }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    await waitFor(() =>
      expect(toasts.at(-1)?.message).toBe(
        'Diese Variante wird nicht mehr verkauft. Wähl bitte eine andere.',
      ),
    );
  });

  it('shows a saved product as saved and takes it off the wishlist, then saves it again', async () => {
    let saved = true;
    const removed = vi.fn();
    const added = vi.fn();
    await open('/product/7?variant=12', { signedIn: true });
    server.use(
      apiHandler('GET /v1/wishlist', () =>
        saved ? [{ id: 41, created_at: '2026-11-02T10:00:00Z', product: jacket }] : [],
      ),
      apiHandler('DELETE /v1/wishlist/{id}', ({ params }) => {
        removed(params.id);
        saved = false;
        return null;
      }),
      apiHandler('POST /v1/wishlist', ({ body }) => {
        added(body);
        saved = true;
        return { id: 42, created_at: '2026-11-02T10:00:00Z', product: jacket };
      }),
    );
    const button = await screen.findByRole('button', { name: 'Gemerkt' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button);
    await waitFor(() => expect(removed).toHaveBeenCalledWith('41'));
    const unsaved = await screen.findByRole('button', { name: 'Auf die Wunschliste' });
    expect(unsaved.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() =>
      expect(toasts.at(-1)?.message).toBe('Regenjacke ist nicht mehr auf deiner Wunschliste.'),
    );
    fireEvent.click(unsaved);
    await waitFor(() =>
      expect(added).toHaveBeenCalledWith({ product_id: 7, product_variant_id: 12 }),
    );
    expect(
      (await screen.findByRole('button', { name: 'Gemerkt' })).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('says "saved" in Arabic for a product on the wishlist', async () => {
    await open('/product/7', { signedIn: true, language: 'ar' });
    server.use(
      apiHandler('GET /v1/wishlist', () => [
        { id: 41, created_at: '2026-11-02T10:00:00Z', product: jacket },
      ]),
    );
    const button = await screen.findByRole('button', { name: 'في المفضلة' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('says "no reviews yet" instead of empty stars for a product nobody rated', async () => {
    server.use(
      ...productPageHandlers(() => ({ ...jacket, average_rating: 0, reviews_count: 0 }), []),
    );
    await renderRemotePage(<ProductPage />, {
      route: '/product/7',
      path: '/product/:id',
      language: 'du',
      namespaces: ['product'],
    });
    const summary = await screen.findByTestId('rating-summary');
    await waitFor(() => expect(summary.textContent).toBe('Noch keine Bewertungen'));
    expect(screen.queryByRole('img', { name: /von 5/ })).toBeNull();
    expect(document.body.textContent).not.toContain('{{');
  });

  it('lets a visitor add to the cart, and asks them to sign in to keep a wishlist or review', async () => {
    await open('/product/7?variant=22');
    server.use(apiHandler('POST /v1/cart', () => ({}) as never));
    await screen.findByRole('heading', { level: 1 });
    const add = screen.getByRole('button', { name: 'In den Warenkorb' });
    expect(add.hasAttribute('disabled')).toBe(false);
    fireEvent.click(add);
    // A visitor's cart is kept on the server: the same way to it as a shopper's.
    await waitFor(() => expect(toasts.at(-1)?.kind).toBe('success'));
    expect(toasts.at(-1)?.link).toEqual({ label: 'Zum Warenkorb', href: '/card' });
    expect(document.body.textContent).toContain(
      'Melde dich an, um Produkte auf deine Wunschliste zu legen.',
    );
    expect(
      screen.getByRole('button', { name: 'Auf die Wunschliste' }).hasAttribute('disabled'),
    ).toBe(true);
    // The reviews are built right after the first screen (AfterFirstScreen).
    expect(
      (await screen.findByRole('button', { name: 'Bewertung schreiben' })).hasAttribute('disabled'),
    ).toBe(true);
    expect(screen.getByTestId('login-to-review').textContent).toContain(
      'Melde dich an, um eine Bewertung zu schreiben.',
    );
    const signIn = screen.getAllByRole('link', { name: 'Anmelden' })[0];
    expect(signIn?.getAttribute('href')).toBe('/signin?returnTo=%2Fproduct%2F7%3Fvariant%3D22');
  });

  it('shows the seller with its figures and a link to all its products', async () => {
    await open('/product/7');
    expect(await screen.findByText('Hamburger Schuhmanufaktur')).toBeTruthy();
    expect(screen.getByText('Hamburg')).toBeTruthy();
    expect(screen.getByTestId('seller-rating').textContent).toBe('4,3 von 5 aus 12 Bewertungen');
    expect(screen.getByText('März 2024')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Alle Produkte dieses Verkäufers' });
    expect(link.getAttribute('href')).toBe(`/store?vendor_id=${seller.id}`);
  });

  it('lists related products of the category without the product itself', async () => {
    await open('/product/7');
    const coat = await screen.findByRole('link', { name: /Wintermantel/ });
    expect(coat.getAttribute('href')).toBe('/product/8');
    // Matched as testing-library normalises it: Intl's no-break space as a plain one.
    expect(within(coat).getByText('ab 20,00 €')).toBeTruthy();
    expect(within(coat).getByText('Ausverkauft')).toBeTruthy();
    const related = screen.getByRole('region', { name: 'Ähnliche Produkte' });
    expect(within(related).queryByText('Regenjacke')).toBeNull();
  });

  it('names the document after the product', async () => {
    // Search engines and link previews read the server's head (host-shell/src/server/seo/).
    await open('/product/7?variant=12');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('Regenjacke'));
  });

  it('says so for an unknown id, with a way back to the store', async () => {
    await open('/product/999', {
      product: () => apiError(404, 'Product not found.'),
    });
    expect(await screen.findByRole('heading', { name: 'Produkt nicht gefunden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zum Shop' }).getAttribute('href')).toBe('/store');
  });

  it('says so for a malformed id without asking the API', async () => {
    // No handler: a request would fail the test.
    await renderRemotePage(<ProductPage />, {
      route: '/product/7abc',
      path: '/product/:id',
      language: 'ar',
      namespaces: ['product'],
    });
    expect(await screen.findByRole('heading', { name: 'المنتج غير موجود' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'إلى المتجر' })).toBeTruthy();
  });

  it('offers a retry when the product cannot be loaded', async () => {
    const product = vi
      .fn()
      .mockReturnValueOnce(apiError(500, 'Server Error'))
      .mockReturnValue(jacket);
    await open('/product/7', { product });
    expect(await screen.findByText('Das konnte nicht geladen werden.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Regenjacke' })).toBeTruthy();
    expect(product).toHaveBeenCalledTimes(2);
  });
});

// The host calls the module's `prefetch` as soon as it has loaded the page's code: the page then
// reads that query instead of asking again.
describe("the product page's prefetch", () => {
  it('starts the query the page reads: the product is asked for once', async () => {
    let asked = 0;
    server.use(
      ...productPageHandlers(() => {
        asked += 1;
        return jacket;
      }),
    );
    const queryClient = createTestQueryClient();
    prefetch({ params: { id: '7' }, url: new URL('http://shop.test/product/7'), queryClient });
    await waitFor(() => expect(asked).toBe(1));
    await renderRemotePage(<ProductPage />, {
      route: '/product/7',
      path: '/product/:id',
      language: 'du',
      namespaces: ['product'],
      queryClient,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Regenjacke' })).toBeTruthy();
    expect(asked).toBe(1);
  });

  it('asks for nothing for an address that is no product', () => {
    const queryClient = createTestQueryClient();
    const prefetchQuery = vi.spyOn(queryClient, 'prefetchQuery');
    prefetch({ params: { id: 'abc' }, url: new URL('http://shop.test/product/abc'), queryClient });
    expect(prefetchQuery).not.toHaveBeenCalled();
  });
});

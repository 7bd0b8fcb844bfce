import type {
  Category,
  HomeProductGroups,
  Product,
  User,
  WishlistItem,
} from '@shop/shared-contracts/api/entities';
import { onShopEvent } from '@shop/shared-platform/events/event-bus';
import { apiError, apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../public/locales/en/catalog.json';
import CategoriesPage from '../categories/categories-page';
import { productSummary } from '../testing/catalog-fixtures';
import HomePage from './home-page';

const server = setupApiServer();
const shopper: User = {
  id: 7,
  name: 'Shopper',
  email: 'shopper@example.com',
  email_verified_at: null,
  created_at: '2026-01-01T00:00:00Z',
};
const names = (id: number, german: string, arabic: string) => ({
  id,
  name_german: german,
  name_arabic: arabic,
  slug_german: german.toLowerCase(),
  slug_arabic: arabic,
  image: `categories/${id}.svg`,
});
const categories: Category[] = [
  {
    ...names(1, 'Mode', 'أزياء'),
    sub_categories: [{ ...names(11, 'Kleider', 'فساتين'), parent_id: 1 }],
  },
  { ...names(2, 'Schuhe', 'أحذية'), sub_categories: [] },
  { ...names(3, 'Taschen', 'حقائب'), sub_categories: [] },
  { ...names(4, 'Uhren', 'ساعات'), sub_categories: [] },
];
const twoSizes = productSummary(2, {
  variants: [
    { id: 21, price: 10, stock: 3, is_out_of_stock: false, color: '#e53935', size: 'M' },
    { id: 22, price: 10, stock: 3, is_out_of_stock: false, color: '#e53935', size: 'L' },
  ],
});
const red = {
  attribute_id: 1,
  type: 'color' as const,
  value: '#e53935',
  type_values: { name_german: 'Farbe', name_arabic: 'اللون' },
  name_german: 'Rot',
  name_arabic: 'أحمر',
};
const size = (value: string, id: number) => ({
  attribute_id: id,
  type: 'select' as const,
  value,
  type_values: { name_german: 'Größe', name_arabic: 'المقاس' },
  name_german: `Größe ${value}`,
  name_arabic: `مقاس ${value}`,
});
/** The product page's answer for the two-size dress, with a third size sold out. */
const twoSizesDetails: Product = {
  ...twoSizes,
  description_german: 'Ein Kleid',
  description_arabic: 'فستان',
  variants: [
    { id: 21, price: 10, stock: 3, is_out_of_stock: false, attributes: [red, size('M', 2)] },
    { id: 22, price: 12, stock: 3, is_out_of_stock: false, attributes: [red, size('L', 3)] },
    { id: 23, price: 12, stock: 0, is_out_of_stock: true, attributes: [red, size('XL', 4)] },
  ],
};
const groups: HomeProductGroups = {
  best_sellers: [productSummary(1)],
  recently_added: [twoSizes],
  for_you: [productSummary(3, { average_rating: 2.4 })],
};

function answerHome(wishlist: WishlistItem[] = []) {
  server.use(
    apiHandler('GET /v1/categories', () => categories),
    apiHandler('GET /v1/products', () => groups),
    apiHandler('GET /v1/wishlist', () => wishlist),
  );
}

const toasts: { kind: string; message: string; link?: { href: string; label: string } }[] = [];
const stops: (() => void)[] = [];
afterEach(() => {
  toasts.length = 0;
  for (const stop of stops.splice(0)) stop();
});
function listenToToasts() {
  stops.push(onShopEvent('shop:toast:requested', (toast) => toasts.push(toast)));
}

describe('HomePage', () => {
  it('marks its root as the catalog remote and shows its title', async () => {
    answerHome();
    await renderRemotePage(<HomePage />, { namespaces: ['catalog'] });
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title.textContent).toBe(en.home.title);
    expect(title.closest('[data-remote="catalog"]')).not.toBeNull();
  });

  it('draws the banners from the catalogue, each leading into the store', async () => {
    answerHome();
    await renderRemotePage(<HomePage />, { language: 'du', namespaces: ['catalog'] });
    const large = await screen.findByTestId('banner-large');
    expect(within(large).getByRole('heading', { name: 'Mode' })).toBeTruthy();
    expect(
      within(large).getByRole('link', { name: 'Jetzt entdecken: Mode' }).getAttribute('href'),
    ).toBe('/store?category_id=1');
    expect(within(screen.getByTestId('banner-bottomEnd')).getByText('Uhren')).toBeTruthy();
  });

  it('lists every category in the carousel, sub-categories after their parent, to /category/{id}', async () => {
    answerHome();
    await renderRemotePage(<HomePage />, { language: 'ar', namespaces: ['catalog'] });
    const carousel = within(await screen.findByTestId('category-carousel'));
    const links = carousel.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'أزياء',
      'فساتين',
      'أحذية',
      'حقائب',
      'ساعات',
    ]);
    expect(links[1]?.getAttribute('href')).toBe('/category/11');
    expect(screen.getByText('4 فئات للاستكشاف')).toBeTruthy();
  });

  it('shows three product groups with name by language, rounded stars and the price', async () => {
    answerHome();
    await renderRemotePage(<HomePage />, { language: 'du', namespaces: ['catalog'] });
    for (const title of ['Bestseller', 'Neu eingetroffen', 'Für dich']) {
      expect(await screen.findByRole('heading', { level: 2, name: title })).toBeTruthy();
    }
    const card = await screen.findByRole('link', { name: /Kleid 1/ });
    expect(card.getAttribute('href')).toBe('/product/1');
    expect(within(card).getByRole('img', { name: 'Bewertung: 4 von 5 Sternen' })).toBeTruthy();
    // Once: no struck-through copy of the same figure, which would read as a discount.
    expect(within(card).getAllByText('19,90 €')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Bewertung: 2 von 5 Sternen' })).toBeTruthy();
    const viewAll = screen.getAllByRole('link', { name: 'Alle anzeigen' });
    expect(viewAll.map((link) => link.getAttribute('href'))).toEqual([
      '/categories',
      '/store?sort_by=best_selling',
      '/store?sort_by=newest',
      '/store?sort_by=rating',
    ]);
  });

  it('lets a visitor add to the cart, and asks them to sign in for the wishlist', async () => {
    answerHome();
    listenToToasts();
    const add = vi.fn((_body: unknown) => ({}) as never);
    server.use(apiHandler('POST /v1/cart', ({ body }) => add(body)));
    await renderRemotePage(<HomePage />, { language: 'du', namespaces: ['catalog'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Kleid 1 in den Warenkorb' }));
    await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Kleid 1 auf die Wunschliste' }));
    await waitFor(() => expect(toasts).toHaveLength(2));
    expect(toasts).toEqual([
      {
        kind: 'success',
        message: expect.any(String),
        link: { label: 'Zum Warenkorb', href: '/card' },
      },
      {
        kind: 'info',
        message: 'Melde dich an, um deine Wunschliste zu nutzen.',
        link: { label: 'Anmelden', href: '/signin?returnTo=%2F' },
      },
    ]);
  });

  it('adds the only variant to the cart and says the cart changed', async () => {
    answerHome();
    listenToToasts();
    const add = vi.fn((_body: unknown) => ({}) as never);
    server.use(apiHandler('POST /v1/cart', ({ body }) => add(body)));
    const changed = vi.fn();
    stops.push(onShopEvent('shop:cart:changed', changed));
    await renderRemotePage(<HomePage />, {
      language: 'du',
      namespaces: ['catalog'],
      session: { user: shopper },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Kleid 1 in den Warenkorb' }));
    await waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    expect(add).toHaveBeenCalledWith({ product_id: 1, product_variant_id: 10, quantity: 1 });
    // The toast comes from `mutate`'s own onSuccess, which TanStack Query calls after the hook's
    // (the cart-changed event), in a later tick: waited for, not read at once.
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({
        kind: 'success',
        message: 'In den Warenkorb gelegt',
        link: { label: 'Zum Warenkorb', href: '/card' },
      }),
    );
  });

  it("says why the server refused an add, in the shopper's language, and that nothing changed", async () => {
    answerHome();
    listenToToasts();
    server.use(
      apiHandler('POST /v1/cart', () =>
        apiError(
          422,
          'The given data was invalid.',
          { quantity: ['Only 2 items are in stock; you asked for 3.'] },
          { quantity: 'not_enough_stock' },
          { available: 2 },
        ),
      ),
    );
    const changed = vi.fn();
    stops.push(onShopEvent('shop:cart:changed', changed));
    await renderRemotePage(<HomePage />, {
      language: 'du',
      namespaces: ['catalog'],
      session: { user: shopper },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Kleid 1 in den Warenkorb' }));
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({
        kind: 'error',
        message: 'Es sind nur noch 2 Stück auf Lager (mit dem, was schon im Warenkorb liegt).',
      }),
    );
    expect(changed).not.toHaveBeenCalled();
  });

  it('lets a signed-in shopper choose among the variants in stock, and adds that one', async () => {
    answerHome();
    listenToToasts();
    server.use(apiHandler('GET /v1/products/{id}', () => twoSizesDetails));
    const add = vi.fn((_body: unknown) => ({}) as never);
    server.use(apiHandler('POST /v1/cart', ({ body }) => add(body)));
    const changed = vi.fn();
    stops.push(onShopEvent('shop:cart:changed', changed));
    await renderRemotePage(<HomePage />, {
      language: 'du',
      namespaces: ['catalog'],
      session: { user: shopper },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Kleid 2 in den Warenkorb' }));
    const dialog = await screen.findByRole('dialog', { name: 'Variante wählen: Kleid 2' });
    const choices = await within(dialog).findAllByRole('button', { name: /Rot · Größe/ });
    // The sold-out XL is not offered.
    // Intl puts a no-break space before the euro sign.
    expect(choices.map((choice) => choice.textContent?.replace(/\s/g, ' '))).toEqual([
      'Rot · Größe M10,00 €',
      'Rot · Größe L12,00 €',
    ]);
    expect(screen.queryByTestId('landing')).toBeNull();
    expect(document.body.textContent).not.toContain('{{');
    fireEvent.click(within(dialog).getByRole('button', { name: /Größe L/ }));
    await waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    expect(add).toHaveBeenCalledWith({ product_id: 2, product_variant_id: 22, quantity: 1 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({
        kind: 'success',
        message: 'In den Warenkorb gelegt',
        link: { label: 'Zum Warenkorb', href: '/card' },
      }),
    );
  });

  it('closes the variant chooser without adding on cancel, in Arabic too', async () => {
    answerHome();
    server.use(apiHandler('GET /v1/products/{id}', () => twoSizesDetails));
    const add = vi.fn((_body: unknown) => ({}) as never);
    server.use(apiHandler('POST /v1/cart', ({ body }) => add(body)));
    await renderRemotePage(<HomePage />, {
      language: 'ar',
      namespaces: ['catalog'],
      session: { user: shopper },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'إضافة فستان 2 إلى السلة' }));
    const dialog = await screen.findByRole('dialog', { name: 'اختر النوع: فستان 2' });
    expect(await within(dialog).findAllByRole('button', { name: /أحمر · مقاس/ })).toHaveLength(2);
    expect(document.body.textContent).not.toContain('{{');
    fireEvent.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(add).not.toHaveBeenCalled();
  });

  it('adds to and removes from the wishlist with the heart', async () => {
    const item = { id: 55, created_at: '2026-11-01T10:00:00Z', product: { id: 3 } } as WishlistItem;
    answerHome([item]);
    const added = vi.fn((_body: unknown) => item);
    const removed = vi.fn((_params: unknown) => null);
    server.use(
      apiHandler('POST /v1/wishlist', ({ body }) => added(body) as never),
      apiHandler('DELETE /v1/wishlist/{id}', ({ params }) => removed(params) as never),
    );
    await renderRemotePage(<HomePage />, {
      language: 'du',
      namespaces: ['catalog'],
      session: { user: shopper },
    });
    const saved = await screen.findByRole('button', {
      name: 'Kleid 3 von der Wunschliste entfernen',
    });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(saved);
    await waitFor(() => expect(removed).toHaveBeenCalledWith({ id: '55' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kleid 1 auf die Wunschliste' }));
    await waitFor(() => expect(added).toHaveBeenCalledWith({ product_id: 1 }));
  });

  it('toasts a product failure with "In Products"', async () => {
    listenToToasts();
    server.use(
      apiHandler('GET /v1/categories', () => categories),
      apiHandler('GET /v1/products', () => apiError(500, '')),
    );
    await renderRemotePage(<HomePage />, { language: 'du', namespaces: ['catalog'] });
    await waitFor(() =>
      expect(toasts).toEqual([
        { kind: 'error', message: 'Etwas ist schiefgelaufen. (bei den Produkten)' },
      ]),
    );
    expect(screen.getAllByRole('button', { name: 'Erneut versuchen' })).toHaveLength(3);
  });

  it('shares one categories request with every other view on the page', async () => {
    const categoriesCall = vi.fn(() => categories);
    server.use(
      apiHandler('GET /v1/categories', categoriesCall),
      apiHandler('GET /v1/products', () => groups),
    );
    await renderRemotePage(
      <>
        <HomePage />
        <CategoriesPage />
      </>,
      { namespaces: ['catalog'] },
    );
    expect(await screen.findByText('4 categories to discover')).toBeTruthy();
    expect(categoriesCall).toHaveBeenCalledTimes(1);
  });
});

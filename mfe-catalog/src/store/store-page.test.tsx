import { onShopEvent } from '@shop/shared-platform/events/event-bus';
import { apiError, apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import {
  createTestQueryClient,
  renderRemotePage,
} from '@shop/shared-tooling/testing/render-remote-page';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import BestSellersPage, {
  prefetch as prefetchBestSellers,
} from '../best-sellers/best-sellers-page';
import { searchResult } from '../testing/catalog-fixtures';
import StorePage, { prefetch } from './store-page';

const server = setupApiServer();
const queries: URLSearchParams[] = [];
afterEach(() => {
  queries.length = 0;
});

function answerSearch(total = 83) {
  server.use(
    apiHandler('GET /v1/vendors/{id}', () => ({
      id: 3,
      store_logo: null,
      store_name_in_german: 'Modehaus',
      store_name_in_arabic: 'دار الأزياء',
      address: 'Berlin',
      store_logo_url: null,
      city: 'Berlin',
      member_since: '2024-01-01T00:00:00Z',
      average_rating: 4.2,
      reviews_count: 12,
      products_count: 7,
    })),
    apiHandler('GET /v1/products/search', ({ query }) => {
      queries.push(query);
      return searchResult(Number(query.get('page') ?? 1), total);
    }),
  );
}

const renderStore = (route: string, language: 'du' | 'ar' = 'du') =>
  renderRemotePage(<StorePage />, { route, path: '/store', language, namespaces: ['catalog'] });

const lastQuery = () => queries.at(-1)?.toString();
const sidebar = () => screen.getAllByTestId('filter-sidebar')[0] as HTMLElement;

describe('StorePage', () => {
  it('asks the API for exactly the state in the URL and shows the page it answers', async () => {
    answerSearch();
    await renderStore(
      '/store?category_id=11&color=%23e53935&size=M&price_from=10&page=2&q=kleid&vendor_id=3',
    );
    expect(await screen.findByText('Zeige 16 bis 30 von 83 Ergebnissen')).toBeTruthy();
    const query = queries[0];
    expect(query?.get('category_id')).toBe('11');
    expect(query?.getAll('color[]').concat(query?.getAll('color') ?? [])).toEqual(['#e53935']);
    expect(query?.get('price_from')).toBe('10');
    expect(query?.get('page')).toBe('2');
    expect(query?.get('q')).toBe('kleid');
    expect(query?.get('vendor_id')).toBe('3');
    // The cards are built after the rest of the page (a deferred render), in their places.
    expect(await screen.findAllByTestId('product-card')).toHaveLength(15);
    expect(screen.getByRole('link', { name: /Kleid 16/ }).getAttribute('href')).toBe('/product/16');
  });

  it('loads the first row’s pictures at once and names products as headings under the page title', async () => {
    answerSearch();
    await renderStore('/store');
    const cards = await screen.findAllByTestId('product-card');
    const picture = (index: number) => cards[index]?.querySelector('img');
    expect(picture(0)?.getAttribute('loading')).toBe('eager');
    expect(picture(0)?.getAttribute('fetchpriority')).toBe('high');
    expect(picture(4)?.getAttribute('loading')).toBe('eager');
    expect(picture(5)?.getAttribute('loading')).toBe('lazy');
    expect(picture(5)?.getAttribute('fetchpriority')).toBe('auto');
    expect(within(cards[0] as HTMLElement).getByRole('heading', { level: 2 })).toBeTruthy();
  });

  it('shows each choice’s count and disables those that would find nothing', async () => {
    answerSearch();
    await renderStore('/store');
    await screen.findByText('Zeige 1 bis 15 von 83 Ergebnissen');
    const side = within(sidebar());
    expect(side.getByRole('button', { name: 'Rot, 7 Produkte' }).hasAttribute('disabled')).toBe(
      false,
    );
    expect(side.getByRole('button', { name: 'Blau, 0 Produkte' }).hasAttribute('disabled')).toBe(
      true,
    );
    // A value that is not a colour gets no swatch.
    expect(side.queryByTestId('color-filter-not-a-colour')).toBeNull();
    expect(
      side.getByRole('button', { name: 'Größe M, 12 Produkte' }).getAttribute('aria-disabled'),
    ).not.toBe('true');
    expect(
      side.getByRole('button', { name: 'Größe XL, 0 Produkte' }).getAttribute('aria-disabled'),
    ).toBe('true');
    const hosen = side.getByTestId('category-filter-12');
    expect(hosen.textContent).toContain('0');
    expect(hosen.getAttribute('aria-disabled')).toBe('true');
    expect(side.getByTestId('category-filter-11').textContent).toContain('83');
  });

  it('writes a filter change to the URL and starts again at page 1', async () => {
    answerSearch();
    await renderStore('/store?page=3&sort_by=price_asc');
    await screen.findByText('Zeige 31 bis 45 von 83 Ergebnissen');
    fireEvent.click(within(sidebar()).getByRole('button', { name: 'Rot, 7 Produkte' }));
    await waitFor(() => expect(lastQuery()).toContain('page=1'));
    expect(lastQuery()).toContain('sort_by=price_asc');
    expect(lastQuery()).toMatch(/color(%5B%5D)?=%23e53935/);
    expect(await screen.findByText('Zeige 1 bis 15 von 83 Ergebnissen')).toBeTruthy();
  });

  it('pages with links that keep the filters, the current page marked', async () => {
    answerSearch();
    await renderStore('/store?size=M&page=3');
    const nav = await screen.findByRole('navigation', { name: 'Seiten' });
    const pages = within(nav);
    expect(pages.getByRole('button', { name: 'Seite 3' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(pages.getByRole('link', { name: 'Seite 6' }).getAttribute('href')).toBe(
      '/store?size=M&page=6',
    );
    expect(pages.getByRole('link', { name: 'Seite 1' }).getAttribute('href')).toBe('/store?size=M');
    expect(pages.getByRole('link', { name: 'Zurück' }).getAttribute('href')).toBe(
      '/store?size=M&page=2',
    );
    fireEvent.click(pages.getByRole('link', { name: 'Weiter' }));
    expect(await screen.findByText('Zeige 46 bis 60 von 83 Ergebnissen')).toBeTruthy();
  });

  it('shows active filters as removable chips, the search text among them', async () => {
    answerSearch();
    await renderStore('/store?q=kleid&size=M&vendor_id=3');
    const chips = within(await screen.findByRole('region', { name: 'Aktive Filter' }));
    expect(chips.getByRole('button', { name: 'Suche: kleid entfernen' })).toBeTruthy();
    expect(await chips.findByRole('button', { name: 'Händler: Modehaus entfernen' })).toBeTruthy();
    expect(chips.getByRole('link', { name: 'Alle löschen' }).getAttribute('href')).toBe('/shop');
    fireEvent.keyUp(chips.getByRole('button', { name: 'Größe: M entfernen' }), { key: 'Delete' });
    await waitFor(() => expect(lastQuery()).not.toContain('size'));
    expect(lastQuery()).toContain('q=kleid');
  });

  it('keeps focus in the price form it applies, and empties it when its chip goes', async () => {
    answerSearch();
    await renderStore('/store?size=M');
    await screen.findByText('Zeige 1 bis 15 von 83 Ergebnissen');
    const to = within(sidebar()).getByLabelText('Bis (€)') as HTMLInputElement;
    fireEvent.change(to, { target: { value: '50' } });
    to.focus();
    fireEvent.submit(to.closest('form') as HTMLFormElement);
    await waitFor(() => expect(lastQuery()).toContain('price_to=50'));
    const chips = within(screen.getByRole('region', { name: 'Aktive Filter' }));
    const priceChip = await chips.findByRole('button', { name: /^Preis: .* entfernen$/ });
    // The same input, not a new one, still has focus.
    expect(document.activeElement).toBe(to);
    fireEvent.keyUp(priceChip, { key: 'Delete' });
    // (The results without a price are still cached: no new request to wait for.)
    await waitFor(() => expect(to.value).toBe(''));
    expect(chips.queryByRole('button', { name: /^Preis: / })).toBeNull();
    expect(document.activeElement?.textContent).toBe('Größe: M');
  });

  it("removes a chip's filter by a click or Enter on its body, not only by its cross", async () => {
    answerSearch();
    await renderStore('/store?size=M&color=red');
    const chips = within(await screen.findByRole('region', { name: 'Aktive Filter' }));
    fireEvent.click(chips.getByRole('button', { name: 'Größe: M entfernen' }));
    await waitFor(() => expect(lastQuery()).not.toContain('size'));
    expect(lastQuery()).toContain('color=red');
    const colour = chips.getByRole('button', { name: /^Farbe: .* entfernen$/ });
    fireEvent.keyDown(colour, { key: 'Enter' });
    fireEvent.keyUp(colour, { key: 'Enter' });
    await waitFor(() => expect(lastQuery()).not.toContain('color'));
  });

  it('moves focus to the heading when the last chip is removed', async () => {
    answerSearch();
    await renderStore('/store?size=M');
    const chips = within(await screen.findByRole('region', { name: 'Aktive Filter' }));
    fireEvent.keyUp(chips.getByRole('button', { name: 'Größe: M entfernen' }), { key: 'Delete' });
    await waitFor(() => expect(lastQuery()).not.toContain('size'));
    expect(screen.queryByRole('region', { name: 'Aktive Filter' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('moves a link to a page past the end to the last page', async () => {
    answerSearch(20);
    await renderStore('/store?size=M&page=9');
    expect(await screen.findByText('Zeige 16 bis 20 von 20 Ergebnissen')).toBeTruthy();
    expect(lastQuery()).toContain('page=2');
  });

  it('says when nothing matches', async () => {
    answerSearch(0);
    await renderStore('/store?size=XL');
    expect(
      await screen.findByText('Keine Produkte gefunden, die deinen Filtern entsprechen'),
    ).toBeTruthy();
    expect(screen.queryAllByTestId('product-card')).toHaveLength(0);
  });

  it('toasts a failure with "In Products" and shows a retry', async () => {
    const toasts: string[] = [];
    const stop = onShopEvent('shop:toast:requested', ({ message }) => toasts.push(message));
    server.use(apiHandler('GET /v1/products/search', () => apiError(500, 'Server Error')));
    await renderStore('/store', 'ar');
    expect(await screen.findByRole('button', { name: 'إعادة المحاولة' })).toBeTruthy();
    expect(toasts).toEqual(['Server Error (في المنتجات)']);
    stop();
  });

  it('names the sort orders by language and sorts through the URL', async () => {
    answerSearch();
    await renderStore('/store', 'ar');
    await screen.findByText('عرض 1 إلى 15 من 83 نتيجة');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'ترتيب حسب' }));
    fireEvent.click(await screen.findByRole('option', { name: 'الأكثر مبيعاً' }));
    await waitFor(() => expect(lastQuery()).toContain('sort_by=best_selling'));
  });
});

describe('BestSellersPage', () => {
  it('is the store sorted by best selling', async () => {
    server.use(
      apiHandler('GET /v1/products/search', ({ query }) => {
        queries.push(query);
        return searchResult(1, 20);
      }),
    );
    await renderRemotePage(<BestSellersPage />, {
      route: '/best-sellers',
      language: 'du',
      namespaces: ['catalog'],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bestseller' })).toBeTruthy();
    await screen.findByText('Zeige 1 bis 15 von 20 Ergebnissen');
    expect(queries[0]?.get('sort_by')).toBe('best_selling');
  });
});

// The host calls the module's `prefetch` as soon as it has loaded the page's code: the page then
// reads that query (same filters, same key) instead of asking again.
describe("the store pages' prefetch", () => {
  it("asks for the address's filters once, for the prefetch and the page", async () => {
    answerSearch();
    const route = '/store?category_id=11&size=M&page=2&sort_by=price_low_high';
    const queryClient = createTestQueryClient();
    prefetch({ params: {}, url: new URL(route, 'http://shop.test'), queryClient });
    await waitFor(() => expect(queries).toHaveLength(1));
    await renderRemotePage(<StorePage />, {
      route,
      path: '/store',
      language: 'du',
      namespaces: ['catalog'],
      queryClient,
    });
    expect(await screen.findAllByTestId('product-card')).toHaveLength(15);
    expect(queries).toHaveLength(1);
    expect(lastQuery()).toContain('category_id=11');
  });

  it('prefetches the best sellers in their own order', async () => {
    answerSearch();
    const queryClient = createTestQueryClient();
    prefetchBestSellers({
      params: {},
      url: new URL('http://shop.test/best-sellers'),
      queryClient,
    });
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(queries[0]?.get('sort_by')).toBe('best_selling');
  });
});

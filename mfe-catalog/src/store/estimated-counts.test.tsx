import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { searchResult } from '../testing/catalog-fixtures';
import StorePage from './store-page';

const server = setupApiServer();

/** A search answer of `total` products whose counts the API estimated (or counted). */
function answer(total: number, estimated: boolean) {
  server.use(
    apiHandler('GET /v1/products/search', ({ query }) => {
      const result = searchResult(Number(query.get('page') ?? 1), total);
      return {
        ...result,
        products: { ...result.products, total_is_estimate: estimated },
        facets: { ...result.facets, estimated },
      };
    }),
  );
}

const renderStore = (language: 'du' | 'ar' | 'en') =>
  renderRemotePage(<StorePage />, {
    route: '/store?q=Kleid',
    path: '/store',
    language,
    namespaces: ['catalog'],
  });
const sidebar = () => within(screen.getAllByTestId('filter-sidebar')[0] as HTMLElement);

describe('counts the API estimated', () => {
  it('say "etwa" in the heading, the page range and the filters, numbers written in German', async () => {
    answer(12_340, true);
    await renderStore('du');
    expect(
      await screen.findByRole('heading', { name: 'etwa 12.340 Ergebnisse für „Kleid“' }),
    ).toBeTruthy();
    expect(screen.getByTestId('showing').textContent).toBe(
      'Zeige 1 bis 15 von etwa 12.340 Ergebnissen',
    );
    // The category's visible count and its spoken one; colours and sizes likewise.
    const category = sidebar().getByTestId('category-filter-11');
    expect(category.textContent).toContain('ca. 12.340');
    expect(category.textContent).toContain('etwa 12.340 Produkte');
    expect(sidebar().getByRole('button', { name: 'Rot, etwa 7 Produkte' })).toBeTruthy();
    expect(sidebar().getByRole('button', { name: 'Größe M, etwa 12 Produkte' })).toBeTruthy();
  });

  it('say it in Arabic with the plural form of the number', async () => {
    answer(12_340, true);
    await renderStore('ar');
    // 12,340 and 12 take the "many" form (نتيجة, منتجًا), 7 the "few" form (منتجات).
    const written = new Intl.NumberFormat('ar').format(12_340);
    expect(
      await screen.findByRole('heading', { name: `حوالي ${written} نتيجة لـ «Kleid»` }),
    ).toBeTruthy();
    expect(sidebar().getByRole('button', { name: 'أحمر، حوالي 7 منتجات' })).toBeTruthy();
    expect(sidebar().getByRole('button', { name: 'المقاس M، حوالي 12 منتجًا' })).toBeTruthy();
  });

  it('say "about" in English', async () => {
    answer(12_340, true);
    await renderStore('en');
    expect(
      await screen.findByRole('heading', { name: 'about 12,340 results for “Kleid”' }),
    ).toBeTruthy();
    expect(screen.getByTestId('showing').textContent).toBe(
      'Showing 1 to 15 of about 12,340 results',
    );
  });
});

describe('counts the API counted exactly', () => {
  it('are written for the language without "etwa"', async () => {
    answer(1_200, false);
    await renderStore('du');
    expect(
      await screen.findByRole('heading', { name: '1.200 Ergebnisse für „Kleid“' }),
    ).toBeTruthy();
    expect(screen.getByTestId('showing').textContent).toBe('Zeige 1 bis 15 von 1.200 Ergebnissen');
    expect(sidebar().getByTestId('category-filter-11').textContent).not.toContain('ca.');
    expect(sidebar().getByRole('button', { name: 'Rot, 7 Produkte' })).toBeTruthy();
  });
});

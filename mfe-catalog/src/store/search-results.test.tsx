import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { searchResult } from '../testing/catalog-fixtures';
import StorePage from './store-page';

const server = setupApiServer();
const hintQueries: string[] = [];

function answer(total: number) {
  server.use(
    apiHandler('GET /v1/products/search', ({ query }) =>
      searchResult(Number(query.get('page') ?? 1), total),
    ),
    apiHandler('GET /v1/products/search-hints', ({ query }) => {
      hintQueries.push(query.get('q') ?? '');
      return {
        did_you_mean: 'Rucksack',
        categories: [
          {
            id: 13,
            name_german: 'Taschen & Accessoires',
            name_arabic: 'حقائب وإكسسوارات',
            parent_id: null,
          },
          { id: 15, name_german: 'Rucksäcke', name_arabic: 'حقائب ظهر', parent_id: 13 },
        ],
      };
    }),
  );
}

const renderStore = (route: string, language: 'du' | 'ar' | 'en' = 'du') =>
  renderRemotePage(<StorePage />, { route, path: '/store', language, namespaces: ['catalog'] });

describe('the results heading of a text search', () => {
  it('names the query and the count with the plural of each language', async () => {
    answer(12);
    await renderStore('/store?q=Kleid');
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: '12 Ergebnisse für „Kleid“',
    });
    expect(heading).toBeTruthy();
    // The cards sit one level under the results heading.
    const [card] = await screen.findAllByTestId('product-card');
    expect(within(card as HTMLElement).getByRole('heading', { level: 3 })).toBeTruthy();
  });

  it('uses the singular for one result', async () => {
    answer(1);
    await renderStore('/store?q=Kleid');
    expect(await screen.findByText('1 Ergebnis für „Kleid“')).toBeTruthy();
  });

  it('uses the Arabic dual and plural forms', async () => {
    answer(2);
    const { unmount } = await renderStore('/store?q=فستان', 'ar');
    expect(await screen.findByText('نتيجتان لـ «فستان»')).toBeTruthy();
    unmount();
    answer(5);
    await renderStore('/store?q=فستان', 'ar');
    expect(await screen.findByText('5 نتائج لـ «فستان»')).toBeTruthy();
  });

  it('is absent without a text search', async () => {
    answer(12);
    await renderStore('/store');
    await screen.findAllByTestId('product-card');
    expect(screen.queryByTestId('search-results-heading')).toBeNull();
  });
});

describe('a text search that found nothing', () => {
  it('offers "did you mean" and the nearest categories as links', async () => {
    answer(0);
    hintQueries.length = 0;
    await renderStore('/store?q=Rukzakk&sort_by=price_asc');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Keine Ergebnisse für „Rukzakk“' }),
    ).toBeTruthy();
    const suggestion = await screen.findByRole('link', { name: 'Rucksack' });
    expect(suggestion.getAttribute('href')).toBe('/store?q=Rucksack&sort_by=price_asc');
    expect(screen.getByTestId('did-you-mean').textContent).toBe('Meintest du: Rucksack');
    const near = screen.getByRole('navigation', { name: 'Vielleicht findest du es hier:' });
    expect(within(near).getByRole('link', { name: 'Rucksäcke' }).getAttribute('href')).toBe(
      '/category/15',
    );
    expect(hintQueries).toEqual(['Rukzakk']);
  });

  it('speaks Arabic with Arabic category names', async () => {
    answer(0);
    await renderStore('/store?q=شنطه', 'ar');
    expect(await screen.findByText('لا توجد نتائج لـ «شنطه»')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'حقائب ظهر' })).toBeTruthy();
    expect(screen.getByTestId('did-you-mean').textContent).toBe('هل تقصد: Rucksack');
  });

  it('keeps the filters message when no text was searched', async () => {
    answer(0);
    hintQueries.length = 0;
    await renderStore('/store?color=%23e53935');
    expect(
      await screen.findByText('Keine Produkte gefunden, die deinen Filtern entsprechen'),
    ).toBeTruthy();
    expect(hintQueries).toEqual([]);
  });
});

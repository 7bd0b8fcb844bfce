import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { searchResult } from '../testing/catalog-fixtures';
import StorePage from './store-page';

const server = setupApiServer();

function answer(total: number) {
  server.use(
    apiHandler('GET /v1/products/search', ({ query }) =>
      searchResult(Number(query.get('page') ?? 1), total),
    ),
  );
}

async function showingLine(total: number, language: 'du' | 'ar' | 'en') {
  answer(total);
  const { unmount } = await renderRemotePage(<StorePage />, {
    route: '/store?q=Kleid',
    path: '/store',
    language,
    namespaces: ['catalog'],
  });
  await screen.findAllByTestId('product-card');
  const text = screen.getByTestId('showing').textContent;
  unmount();
  return text;
}

describe('the "showing x to y of total" line', () => {
  // The heading says "4 نتائج"; the line under the results must use the same plural form.
  it.each([
    [1, 'عرض 1 إلى 1 من نتيجة واحدة'],
    [2, 'عرض 1 إلى 2 من نتيجتين'],
    [3, 'عرض 1 إلى 3 من 3 نتائج'],
    [11, 'عرض 1 إلى 11 من 11 نتيجة'],
    [100, 'عرض 1 إلى 15 من 100 نتيجة'],
  ])('uses the Arabic plural form of %i', async (total, line) => {
    expect(await showingLine(total, 'ar')).toBe(line);
  });

  it('uses the singular in German and English', async () => {
    expect(await showingLine(1, 'du')).toBe('Zeige 1 bis 1 von 1 Ergebnis');
    expect(await showingLine(1, 'en')).toBe('Showing 1 to 1 of 1 result');
    expect(await showingLine(4, 'du')).toBe('Zeige 1 bis 4 von 4 Ergebnissen');
  });
});

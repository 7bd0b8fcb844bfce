import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { searchResult } from '../testing/catalog-fixtures';
import StorePage from './store-page';

const server = setupApiServer();

function answer(corrected: string | null) {
  server.use(
    apiHandler('GET /v1/products/search', () => ({
      ...searchResult(1, 4),
      corrected_query: corrected,
    })),
  );
}

const renderStore = (route: string, language: 'du' | 'ar' | 'en' = 'du') =>
  renderRemotePage(<StorePage />, { route, path: '/store', language, namespaces: ['catalog'] });

describe('a search the API corrected', () => {
  it('says the results are for the corrected word and what was typed instead', async () => {
    answer('Kleid');
    await renderStore('/store?q=Kleidd');
    expect(
      await screen.findByRole('heading', { level: 2, name: '4 Ergebnisse für „Kleid“' }),
    ).toBeTruthy();
    expect(screen.getByTestId('search-corrected').textContent).toBe('Statt „Kleidd“');
  });

  it('says it in Arabic and English', async () => {
    answer('فستان');
    const { unmount } = await renderStore('/store?q=فستانن', 'ar');
    expect(await screen.findByRole('heading', { name: '4 نتائج لـ «فستان»' })).toBeTruthy();
    expect(screen.getByTestId('search-corrected').textContent).toBe('بدلًا من «فستانن»');
    unmount();
    answer('Kleid');
    await renderStore('/store?q=Kleidd', 'en');
    expect(await screen.findByRole('heading', { name: '4 results for “Kleid”' })).toBeTruthy();
    expect(screen.getByTestId('search-corrected').textContent).toBe('Instead of “Kleidd”');
  });

  it('names the typed text alone when nothing was corrected', async () => {
    answer(null);
    await renderStore('/store?q=Kleid');
    expect(await screen.findByRole('heading', { name: '4 Ergebnisse für „Kleid“' })).toBeTruthy();
    expect(screen.queryByTestId('search-corrected')).toBeNull();
  });
});

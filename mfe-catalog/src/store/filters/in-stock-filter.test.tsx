import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { searchResult } from '../../testing/catalog-fixtures';
import StorePage from '../store-page';

const server = setupApiServer();
const queries: URLSearchParams[] = [];
afterEach(() => {
  queries.length = 0;
});

function answerSearch() {
  server.use(
    apiHandler('GET /v1/products/search', ({ query }) => {
      queries.push(query);
      return searchResult(Number(query.get('page') ?? 1), 40);
    }),
  );
}

const renderStore = (route: string, language: 'du' | 'ar' = 'du') =>
  renderRemotePage(<StorePage />, { route, path: '/store', language, namespaces: ['catalog'] });
const sidebar = async () =>
  within((await screen.findAllByTestId('filter-sidebar'))[0] as HTMLElement);

describe('"in stock only" in the store sidebar', () => {
  it('asks for in_stock=1 when ticked, shows a chip, and the chip takes it back', async () => {
    answerSearch();
    await renderStore('/store?page=2');
    const box = await (await sidebar()).findByRole('checkbox', { name: 'Nur vorrätige Artikel' });
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(queries[0]?.get('in_stock')).toBeNull();
    fireEvent.click(box);
    await waitFor(() => expect(queries.at(-1)?.get('in_stock')).toBe('1'));
    expect(queries.at(-1)?.get('page')).toBe('1');
    const chips = within(await screen.findByRole('region', { name: 'Aktive Filter' }));
    fireEvent.keyUp(chips.getByRole('button', { name: 'Nur vorrätig entfernen' }), {
      key: 'Delete',
    });
    await waitFor(() => expect(queries.at(-1)?.get('in_stock')).toBeNull());
    expect(
      (
        (await sidebar()).getByRole('checkbox', {
          name: 'Nur vorrätige Artikel',
        }) as HTMLInputElement
      ).checked,
    ).toBe(false);
  });

  it('reads in_stock=1 from the address, in Arabic too', async () => {
    answerSearch();
    await renderStore('/store?in_stock=1', 'ar');
    const box = await (await sidebar()).findByRole('checkbox', { name: 'المتوفر فقط' });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(queries[0]?.get('in_stock')).toBe('1');
    expect(await screen.findByRole('heading', { name: 'التوفر' })).toBeTruthy();
  });
});

import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { hydrateServerRenderedPage } from '@shop/shared-tooling/testing/hydrate-page';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { searchResult } from '../testing/catalog-fixtures';
import { searchProductsKey } from './api/search-products';
import StorePage from './store-page';
import { readStoreFilters, searchQueryOf } from './store-url';

// The browser hydrates the server's store: the server knows no screen width and renders no
// sidebar; the browser's first render must do the same (happy-dom's window is wide), and the
// sidebar shows right after. The products are in the HTML from the start.
const server = setupApiServer();
const query = searchQueryOf(readStoreFilters(new URLSearchParams(), 'newest'));

describe('the store hydrating the server HTML', () => {
  it.each([
    ['a visitor', 'signed-out'],
    [
      'a shopper',
      { user: { id: 7, name: 'Sam', email: 's@x.de', email_verified_at: null, created_at: '' } },
    ],
  ] as const)(
    'hydrates without a mismatch for %s, then shows the sidebar',
    async (_who, session) => {
      server.use(apiHandler('GET /v1/wishlist', () => []));
      const { errors, serverHtml } = await hydrateServerRenderedPage(<StorePage />, {
        url: '/store',
        language: 'du',
        namespaces: ['catalog'],
        session,
        data: [{ queryKey: searchProductsKey(query), data: searchResult(1, 20) }],
      });
      expect(errors).toEqual([]);
      expect(serverHtml).toContain('href="/product/1"');
      expect(serverHtml).not.toContain('Kleider');
      expect((await screen.findAllByText('Kleider')).length).toBeGreaterThan(0);
    },
  );
});

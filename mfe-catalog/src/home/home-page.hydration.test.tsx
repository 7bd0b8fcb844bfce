import { categoriesKey } from '@shop/shared-contracts/query/query-keys';
import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { hydrateServerRenderedPage } from '@shop/shared-tooling/testing/hydrate-page';
import { describe, expect, it } from 'vitest';
import { catalogCategories, homeGroups } from '../testing/catalog-fixtures';
import { homeProductsKey } from './api/get-home-products';
import HomePage from './home-page';

// The server renders the whole home page, its lazily loaded carousel and product grids included.
// The browser hydrates them as they are (no deferred first build, no placeholders), for a
// visitor and for a signed-in shopper alike.
const server = setupApiServer();
const user = { id: 7, name: 'Sam', email: 's@x.de', email_verified_at: null, created_at: '' };

describe('the home page hydrating the server HTML', () => {
  it.each([
    ['a visitor', 'signed-out'],
    ['a shopper', { user }],
  ] as const)('hydrates without a mismatch for %s', async (_who, session) => {
    server.use(apiHandler('GET /v1/wishlist', () => []));
    const { errors, serverHtml, container } = await hydrateServerRenderedPage(<HomePage />, {
      url: '/',
      language: 'du',
      namespaces: ['catalog'],
      session,
      data: [
        { queryKey: categoriesKey, data: catalogCategories },
        { queryKey: homeProductsKey, data: homeGroups },
      ],
    });
    expect(errors).toEqual([]);
    expect(serverHtml).toContain('href="/product/3"');
    expect(container.querySelector('a[href="/product/3"]')).not.toBeNull();
  });
});

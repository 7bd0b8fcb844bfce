import type { RouteObject } from '@shop/shared-platform/router/react-router';
import { describe, expect, it } from 'vitest';
import { firstPageData } from './first-page-data';

const table: RouteObject[] = [
  {
    children: [
      {
        children: [
          {
            id: 'product /product/:id',
            path: '/product/:id',
            loader: ({ params, request }) => ({
              id: params.id,
              search: new URL(request.url).search,
            }),
          },
          { path: '/terms', lazy: async () => ({ Component: () => null }) },
        ],
      },
    ],
  },
];

describe('the first page data handed to the browser router', () => {
  it("is the matching route's loader answer, under the route's id", async () => {
    expect(await firstPageData(table, 'http://shop.test/product/7?variant=2')).toEqual({
      loaderData: { 'product /product/:id': { id: '7', search: '?variant=2' } },
    });
  });

  it('is left to the router for pages without a loader of their own', async () => {
    expect(await firstPageData(table, 'http://shop.test/terms')).toBeUndefined();
  });
});

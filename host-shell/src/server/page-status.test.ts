import { ApiError } from '@shop/shared-platform/http/api-error';
import { QueryClient } from '@shop/shared-platform/query/react-query';
import { describe, expect, it } from 'vitest';
import { pageStatus } from './page-status';

const matched = (...paths: string[]) => ({
  statusCode: 200,
  matches: paths.map((path) => ({ route: { path } })),
});

describe('the status of a server-rendered page', () => {
  it('is 404 for an address no route knows', () => {
    expect(pageStatus(matched('', '*'), new QueryClient())).toBe(404);
  });

  it("is 404 when the page's own data is unknown to the API, else the router's", async () => {
    const client = new QueryClient();
    expect(pageStatus(matched('', '/product/:id'), client)).toBe(200);
    await client.prefetchQuery({
      queryKey: ['product', 999],
      queryFn: () => Promise.reject(new ApiError('Not found', 404)),
      retry: false,
    });
    expect(pageStatus(matched('', '/product/:id'), client)).toBe(404);
  });
});

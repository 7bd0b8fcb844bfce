/** A shop API for tests: the two calls the sitemap makes, over real HTTP, counting its calls. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubShopApi {
  url: string;
  calls: string[];
  close(): Promise<void>;
}

export const STUB_CATEGORIES = [
  { id: 1, sub_categories: [{ id: 11 }, { id: 12 }] },
  { id: 2, sub_categories: [] },
];

export async function startStubShopApi(productIds: number[]): Promise<StubShopApi> {
  const calls: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    calls.push(`${url.pathname}${url.search}`);
    const send = (data: unknown) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ status: true, message: 'ok', data }));
    };
    if (url.pathname === '/v1/categories') return send(STUB_CATEGORIES);
    if (url.pathname === '/v1/products/search') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('per_page') ?? 15);
      const data = productIds.slice((page - 1) * perPage, page * perPage).map((id) => ({ id }));
      const lastPage = Math.max(1, Math.ceil(productIds.length / perPage));
      return send({
        products: { data, current_page: page, last_page: lastPage, per_page: perPage },
      });
    }
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

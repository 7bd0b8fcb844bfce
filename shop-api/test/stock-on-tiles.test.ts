import type {
  HomeProductGroups,
  ProductSearchResult,
  ProductSummary,
} from '@shop/shared-contracts/api/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ catalogCacheMs: 0 });
});
afterAll(() => ctx.close());

const get = async <T>(url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json().data as T;
};

/** Every product of the seed in list form, page by page. */
async function allSummaries() {
  const all: ProductSummary[] = [];
  for (let page = 1; ; page++) {
    const result = await get<ProductSearchResult>(`/v1/products/search?per_page=100&page=${page}`);
    all.push(...result.products.data);
    if (page >= result.products.last_page) return all;
  }
}

describe('what a tile needs to tell the truth', () => {
  it('marks the products sold out in every variant, and only those', async () => {
    const all = await allSummaries();
    for (const product of all) {
      expect(product.in_stock, `product ${product.id}`).toBe(
        product.variants.some((variant) => variant.stock > 0),
      );
    }
    // The seed sells out every thirteenth product: six of them.
    expect(all.filter((product) => !product.in_stock)).toHaveLength(6);
  });

  it("answers the dearest variant's price beside the cheapest", async () => {
    const all = await allSummaries();
    for (const product of all) {
      const prices = product.variants.map((variant) => variant.price);
      expect(product.max_price).toBe(Math.max(...prices));
      expect(product.min_price).toBe(Math.min(...prices));
    }
    expect(all.some((product) => product.max_price > product.min_price)).toBe(true);
  });

  it('sends both fields in the home groups', async () => {
    const groups = await get<HomeProductGroups>('/v1/products');
    for (const product of [...groups.best_sellers, ...groups.recently_added]) {
      expect(typeof product.in_stock).toBe('boolean');
      expect(product.max_price).toBeGreaterThanOrEqual(product.min_price);
    }
  });
});

import type { ProductSearchResult } from '@shop/shared-contracts/api/entities';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { type productImages, products, type variants } from '../src/db/schema-catalog';
import { seedLargeCatalog } from '../src/db/seed/seed-large-catalog';
import { createTestApp, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ catalogCacheMs: 0 });
});
afterAll(() => ctx.close());

const total = async (table: typeof products | typeof variants | typeof productImages) =>
  Number((await ctx.database.db.select({ n: count() }).from(table))[0]?.n ?? 0);
const search = async (query: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/v1/products/search?${query}` })).json()
    .data as ProductSearchResult;

describe('large catalogue seed (SEED_PRODUCTS)', () => {
  it('tops the catalogue up to the wanted size, once', async () => {
    const before = await total(products);
    expect(await seedLargeCatalog(ctx.database.db, 500, new Date())).toBe(500 - before);
    expect(await total(products)).toBe(500);
    expect(await seedLargeCatalog(ctx.database.db, 500, new Date())).toBe(0);
    expect(await total(products)).toBe(500);
    const orphans = await ctx.database.db.execute(
      sql`SELECT count(*) AS n FROM products p WHERE NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id) OR NOT EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id)`,
    );
    expect(Number(rowsOf<{ n: number | string }>(orphans)[0]?.n)).toBe(0);
  });

  it('makes the new products findable, filterable and sortable', async () => {
    expect((await search('')).products.total).toBe(500);
    const model = await search('q=Modell%20300');
    expect(model.products.data.map((product) => product.name_german)).toEqual([
      expect.stringMatching(/Modell 300$/),
    ]);
    const cotton = await search('q=Baumwolle&sort_by=price_asc&per_page=100');
    expect(cotton.products.total).toBeGreaterThan(20);
    const prices = cotton.products.data.map((product) => product.min_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // The demo products stay the newest.
    expect((await search('')).products.data[0]?.name_german).not.toMatch(/Modell/);
  });
});

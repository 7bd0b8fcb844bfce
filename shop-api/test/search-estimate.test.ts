import type { ProductSearchResult } from '@shop/shared-contracts/api/entities';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { rowsOf } from '../src/db/rows';
import { seedLargeCatalog } from '../src/db/seed/seed-large-catalog';
import { createTestApp, type TestContext } from './support/test-app';

// The estimate threshold lowered to 100 (SEARCH_EXACT_COUNT_LIMIT), so 500 products show what
// 10,000 would: in the SQL search a large set is counted from a sample and says so, a small one
// stays exact. The in-memory index (the default) counts every set exactly.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    catalogCacheMs: 0,
    searchExactCountLimit: 100,
    searchIndex: 'sql',
  });
  await seedLargeCatalog(ctx.database.db, 500, new Date());
  // The catalogue's size comes from the planner's statistics.
  await ctx.database.db.execute(sql`ANALYZE products`);
});
afterAll(() => ctx.close());

const search = async (query: string, app = ctx.app) => {
  const response = await app.inject({ method: 'GET', url: `/v1/products/search?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json().data as ProductSearchResult;
};

describe('estimated result counts', () => {
  it('flags a total and facets counted from a sample', async () => {
    const all = await search('per_page=1');
    expect(all.products.total_is_estimate).toBe(true);
    expect(all.products.total).toBeGreaterThan(100);
    expect(all.facets.estimated).toBe(true);
  });

  it('counts a small set exactly and says it is exact', async () => {
    const one = await search('q=Modell%20300');
    expect(one.products.total).toBe(1);
    expect(one.products.total_is_estimate).toBe(false);
    expect(one.facets.estimated).toBe(false);
  });

  it('counts every set exactly from the in-memory index, and says so', async () => {
    const memory = await buildApp({
      database: ctx.database,
      config: { ...ctx.config, searchIndex: 'memory' },
    });
    try {
      const all = await search('per_page=1', memory);
      const [row] = rowsOf<{ n: number }>(
        await ctx.database.db.execute(sql`SELECT count(*)::int AS n FROM products WHERE listed`),
      );
      expect(all.products.total).toBe(Number(row?.n));
      expect(all.products.total_is_estimate).toBe(false);
      expect(all.facets.estimated).toBe(false);
    } finally {
      await memory.close();
    }
  });
});

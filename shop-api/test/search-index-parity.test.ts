import type { ProductSearchResult } from '@shop/shared-contracts/api/entities';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { singleQueries, textQueries } from '../bench/search-queries';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { seedLargeCatalog } from '../src/db/seed/seed-large-catalog';
import { recallTable } from './search-recall-table';
import { createTestApp, type TestApp, type TestContext } from './support/test-app';

// The in-memory index (the default) against PostgreSQL's statements, the search it replaced, on
// one database: every answer must be the same, page order included (relevance is ts_rank,
// recomputed in single precision), for the recall table's queries, the benchmark's texts and
// random filter combinations, in every order. 400 generated products beside the demo seed, so
// ranks tie and sets are larger than a page.
let ctx: TestContext;
let viaSql: { app: TestApp; close(): Promise<void> };
beforeAll(async () => {
  ctx = await createTestApp({ catalogCacheMs: 0, searchIndex: 'memory' });
  await seedLargeCatalog(ctx.database.db, 400, new Date());
  await ctx.database.db.execute(sql`ANALYZE products`);
  const url = process.env.TEST_DATABASE_URL;
  const database =
    ctx.schema && url
      ? await openDatabase({ kind: 'postgres', url, searchPath: ctx.schema, poolSize: 5 })
      : ctx.database;
  // Exact counts on the SQL side too: the index always counts exactly.
  const config = { ...ctx.config, searchIndex: 'sql' as const, searchExactCountLimit: 10_000_000 };
  const app = await buildApp({ database, config });
  viaSql = {
    app,
    close: async () => {
      await app.close();
      if (database !== ctx.database) await database.close();
    },
  };
}, 120_000);
afterAll(async () => {
  await viaSql.close();
  await ctx.close();
});

const answer = async (app: TestApp, path: string) => {
  const response = await app.inject({ method: 'GET', url: path });
  expect(response.statusCode, path).toBe(200);
  const data = response.json().data as ProductSearchResult;
  return {
    ids: data.products.data.map((product) => product.id),
    total: data.products.total,
    facets: data.facets,
    corrected: data.corrected_query,
  };
};

async function expectSame(paths: string[]) {
  for (const path of paths) {
    expect(await answer(ctx.app, path), path).toEqual(await answer(viaSql.app, path));
  }
}

const orders = [
  '',
  '&sort_by=price_asc',
  '&sort_by=newest',
  '&sort_by=rating',
  '&sort_by=best_selling',
];

describe('the in-memory index answers as the SQL search did', () => {
  it('for the recall table, by relevance and in the other orders', async () => {
    const texts = [...new Set(recallTable.map((row) => row.q))];
    await expectSame(
      texts.flatMap((q) =>
        orders.map((order) => `/v1/products/search?q=${encodeURIComponent(q)}&per_page=40${order}`),
      ),
    );
  }, 120_000);

  it("for the benchmark's texts, on the first and a later page", async () => {
    await expectSame(
      textQueries.flatMap((q) => [
        `/v1/products/search?q=${encodeURIComponent(q)}`,
        `/v1/products/search?q=${encodeURIComponent(q)}&page=2&per_page=10`,
      ]),
    );
  }, 120_000);

  it('for random filter combinations, with and without text', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/v1/products/search?per_page=1' });
    const vocabulary = (first.json().data as ProductSearchResult).filters;
    await expectSame(singleQueries(vocabulary, 150, 11).slice(textQueries.length));
    await expectSame(singleQueries(vocabulary, 150, 12).filter((path) => path.includes('&')));
  }, 120_000);

  it('after writes that move products in every order (kept sorted, not sorted again)', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/v1/products/search?per_page=1' });
    const vocabulary = (first.json().data as ProductSearchResult).filters;
    const paths = singleQueries(vocabulary, 60, 13).slice(textQueries.length);
    await expectSame(paths);
    // Prices, sales, ratings and dates of every seventh product, and a new colour-less sell-out.
    await ctx.database.db.execute(sql`
      UPDATE variants SET price_cents = price_cents * 3 + 7 WHERE product_id % 7 = 0`);
    await ctx.database.db.execute(sql`
      UPDATE products SET sold_count = sold_count + id % 50, average_rating = (id % 5) + 0.5,
        reviews_count = reviews_count + 1, created_at = created_at - (id % 11) * interval '1 day'
      WHERE id % 7 = 3`);
    await ctx.database.db.execute(sql`UPDATE variants SET stock = 0 WHERE product_id % 7 = 5`);
    await expectSame(paths);
  }, 120_000);
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { seedLargeCatalog } from '../src/db/seed/seed-large-catalog';
import { createTestApp, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ catalogCacheMs: 0 });
});
afterAll(() => ctx.close());

type Row = { id: number; keys: string[]; colors: string[]; sizes: string[]; version: string };
const snapshot = async () =>
  rowsOf<Row>(
    await ctx.database.db.execute(
      sql`SELECT id, filter_keys AS keys, stock_colors AS colors, stock_sizes AS sizes, xmin::text AS version FROM products WHERE name_german LIKE '%Modell%' ORDER BY id`,
    ),
  );

describe('large catalogue seed and the in-stock filter keys', () => {
  it('inserts the keys the variants’ trigger computes, so refreshing them rewrites no product', async () => {
    await seedLargeCatalog(ctx.database.db, 400, new Date());
    const seeded = await snapshot();
    expect(seeded.length).toBeGreaterThan(300);
    expect(seeded.every((row) => row.keys.includes('*') || row.keys.length === 0)).toBe(true);
    expect(seeded.some((row) => row.keys.some((key) => key.startsWith('cs:')))).toBe(true);
    // The keys were written with the product's own insert: recomputing them from the variants
    // finds nothing to change, so the refresh rewrites no row (the versions stay). (The variants'
    // insert does rewrite each product once, for its search document's colour words: 0020.)
    await ctx.database.db.execute(sql`SELECT refresh_filter_keys(ARRAY(SELECT id FROM products))`);
    expect(await snapshot()).toEqual(seeded);
  });
});

import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { createTestApp, type TestContext } from './support/test-app';

const MIGRATION = new URL('../src/db/migrations/0005_one_review_per_shopper.sql', import.meta.url);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the one-review-per-shopper migration', () => {
  it("keeps a shopper's newest review of a product and recounts the product", async () => {
    const db = ctx.database.db;
    // The database as it was before the migration, with two reviews of one shopper.
    await ctx.database.exec(
      'DROP INDEX reviews_product_user_idx; DROP INDEX products_vendor_idx; DROP INDEX order_items_product_idx;',
    );
    // A shopper without reviews writes two of one product; its stored count does not know yet.
    const [target] = rowsOf<{ product_id: number; user_id: number }>(
      await db.execute(sql`SELECT p.id AS product_id, u.id AS user_id FROM products p, users u
        WHERE u.email = 'other@example.com' ORDER BY p.id LIMIT 1`),
    );
    if (!target) throw new Error('the seed has no review');
    await db.execute(sql`
      INSERT INTO reviews (product_id, user_id, rating, review, created_at) VALUES
        (${target.product_id}, ${target.user_id}, 1, 'Alt', now() - interval '2 days'),
        (${target.product_id}, ${target.user_id}, 5, 'Neu', now() + interval '1 day')`);

    await ctx.database.exec(readFileSync(MIGRATION, 'utf8'));

    const left = rowsOf<{ review: string }>(
      await db.execute(sql`SELECT review FROM reviews
        WHERE product_id = ${target.product_id} AND user_id = ${target.user_id}`),
    );
    expect(left.map((row) => row.review)).toEqual(['Neu']);
    const [counts] = rowsOf<{ stored: number; actual: number; average: number; mean: number }>(
      await db.execute(sql`SELECT p.reviews_count AS stored,
        (SELECT count(*)::int FROM reviews r WHERE r.product_id = p.id) AS actual,
        p.average_rating::float8 AS average,
        (SELECT avg(r.rating)::float8 FROM reviews r WHERE r.product_id = p.id) AS mean
        FROM products p WHERE p.id = ${target.product_id}`),
    );
    expect(counts?.stored).toBe(counts?.actual);
    expect(counts?.average).toBeCloseTo(counts?.mean ?? -1, 4);
    const duplicate = db.execute(sql`
      INSERT INTO reviews (product_id, user_id, rating, review)
      VALUES (${target.product_id}, ${target.user_id}, 3, 'Doppelt')`);
    await expect(duplicate).rejects.toThrow();
  });
});

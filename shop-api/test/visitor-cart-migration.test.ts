import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { createTestApp, type TestContext } from './support/test-app';

const MIGRATION = new URL('../src/db/migrations/0068_visitor_carts.sql', import.meta.url);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const cartRows = async () =>
  rowsOf<{ user_id: number; variant_id: number; quantity: number }>(
    await ctx.database.db.execute(
      sql`SELECT user_id, variant_id, quantity FROM cart_items ORDER BY id`,
    ),
  );

describe('the visitor carts migration', () => {
  it("keeps the shoppers' carts and lets an item belong to exactly one owner", async () => {
    await ctx.database.exec(
      "INSERT INTO cart_items (user_id, variant_id, quantity) SELECT u.id, v.id, 2 FROM users u, (SELECT id FROM variants ORDER BY id LIMIT 2) v WHERE u.email = 'shopper@example.com'",
    );
    const before = await cartRows();
    expect(before.length).toBe(2);
    // The database as it was before visitor carts.
    await ctx.database.exec(
      'ALTER TABLE cart_items DROP COLUMN visitor_cart_id; DROP TABLE visitor_carts; ALTER TABLE cart_items ALTER COLUMN user_id SET NOT NULL;',
    );
    await ctx.database.exec(readFileSync(MIGRATION, 'utf8'));
    expect(await cartRows()).toEqual(before);

    const variant = before[0]?.variant_id ?? 1;
    const user = before[0]?.user_id ?? 1;
    await ctx.database.exec(
      "INSERT INTO visitor_carts (token_hash) VALUES (repeat('a', 64)); INSERT INTO visitor_carts (token_hash) VALUES (repeat('b', 64));",
    );
    const [cart] = rowsOf<{ id: number }>(
      await ctx.database.db.execute(sql`SELECT id FROM visitor_carts ORDER BY id LIMIT 1`),
    );
    const insert = (userId: number | null, visitorCartId: number | null) =>
      ctx.database.db.execute(
        sql`INSERT INTO cart_items (user_id, visitor_cart_id, variant_id, quantity) VALUES (${userId}, ${visitorCartId}, ${variant}, 1)`,
      );
    await expect(insert(null, null)).rejects.toThrow();
    await expect(insert(user, cart?.id ?? 0)).rejects.toThrow();
    await insert(null, cart?.id ?? 0);
    // One line per variant in a visitor cart, as in a shopper's.
    await expect(insert(null, cart?.id ?? 0)).rejects.toThrow();
    await expect(
      ctx.database.exec("DELETE FROM visitor_carts WHERE token_hash = repeat('a', 64)"),
    ).resolves.not.toThrow();
    const left = rowsOf<{ n: number }>(
      await ctx.database.db.execute(
        sql`SELECT count(*)::int AS n FROM cart_items WHERE visitor_cart_id IS NOT NULL`,
      ),
    );
    expect(left[0]?.n).toBe(0);
  });
});

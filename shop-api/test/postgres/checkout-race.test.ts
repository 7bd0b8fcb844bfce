import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { stockOf, variantWithStock } from '../support/catalog-helpers';
import {
  addToCart,
  newShopperWithAddress,
  orderCount,
  placeOrder,
} from '../support/checkout-helpers';
import { createTestApp, type TestContext } from '../support/test-app';

// Races need real concurrent transactions: PGlite runs one at a time and would hide them.
if (process.env.TEST_DB_KIND !== 'postgres') throw new Error('run this file on PostgreSQL only');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { poolSize: 20 });
});
afterAll(() => ctx.close());

const times = <T>(n: number, make: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, index) => make(index)));

describe('concurrent checkouts on PostgreSQL', () => {
  it('turns a one-unit cart into exactly one order under 20 concurrent submits', async () => {
    const item = await variantWithStock(ctx, 30, 50);
    const { token, body } = await newShopperWithAddress(ctx.app, 'burst');
    expect((await addToCart(ctx.app, token, item)).statusCode).toBe(200);
    const statuses = (await times(20, () => placeOrder(ctx.app, token, body))).map(
      (response) => response.statusCode,
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 201).every((s) => s === 409 || s === 422)).toBe(
      true,
    );
    expect(await orderCount(ctx.database.db, 'burst')).toBe(1);
    expect(await stockOf(ctx, item.variantId)).toBe(49);
  });

  it('never orders more units than were put in the cart when adding and checking out interleave', async () => {
    const item = await variantWithStock(ctx, 31, 500);
    const { token, body } = await newShopperWithAddress(ctx.app, 'interleave');
    const added = await times(40, (index) =>
      index % 2 === 0 ? addToCart(ctx.app, token, item) : placeOrder(ctx.app, token, body),
    );
    const adds = added.filter((_, index) => index % 2 === 0).map((r) => r.statusCode);
    // An add that went through answers 200 with the item, even when a checkout took it at once.
    expect(adds.every((status) => status === 200)).toBe(true);
    const ordered = await ctx.database.db.execute(
      sql`SELECT COALESCE(SUM(oi.quantity), 0)::int AS units
        FROM order_items oi JOIN orders o ON o.id = oi.order_id JOIN users u ON u.id = o.user_id
        WHERE u.email = 'interleave@example.com'`,
    );
    const units = rowsOf<{ units: number }>(ordered)[0]?.units ?? 0;
    const inCart = await addToCart(ctx.app, token, item, 1);
    const left = (inCart.json().data.quantity as number) - 1;
    expect(units + left).toBe(adds.length);
    expect(await stockOf(ctx, item.variantId)).toBe(500 - units);
  });

  it('places one order for concurrent submits with the same Idempotency-Key', async () => {
    const item = await variantWithStock(ctx, 32, 50);
    const { token, body } = await newShopperWithAddress(ctx.app, 'samekey');
    await addToCart(ctx.app, token, item, 2);
    const responses = await times(10, () => placeOrder(ctx.app, token, body, 'double-click-1'));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    const ids = new Set(responses.map((response) => response.json().data.id));
    expect(ids.size).toBe(1);
    expect(await orderCount(ctx.database.db, 'samekey')).toBe(1);
    expect(await stockOf(ctx, item.variantId)).toBe(48);
  });
});

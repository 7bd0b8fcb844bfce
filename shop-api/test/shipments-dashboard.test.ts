import type { SellerDashboard } from '@shop/shared-contracts/api/marketplace';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { variants } from '../src/db/schema-catalog';
import { act, twoStoreOrder, vendorTokens } from './support/shipments-helpers';
import { callAs, createTestApp, login, SHOPPER, type TestContext } from './support/test-app';

let ctx: TestContext;
let tokens: Awaited<ReturnType<typeof vendorTokens>>;
beforeAll(async () => {
  ctx = await createTestApp();
  tokens = await vendorTokens(ctx);
});
afterAll(() => ctx.close());

const dashboard = async () => {
  const answer = await callAs(ctx.app, 'GET', '/v1/seller/dashboard', tokens.firstToken);
  expect(answer.statusCode).toBe(200);
  return answer.json().data as SellerDashboard;
};

describe("the vendor's dashboard", () => {
  it("counts shipments to send off and today's sales, leaving cancelled ones out", async () => {
    const before = await dashboard();
    expect(before.sales_by_day).toHaveLength(30);
    expect(before.sales_by_day.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10));
    const today = () => before.sales_by_day.at(-1) ?? { revenue: 0, orders: 0 };

    const { a, firstShipment } = await twoStoreOrder(ctx, 'dash-1');
    const second = await twoStoreOrder(ctx, 'dash-2', { nth: 1 });
    await act(ctx, tokens.firstToken, firstShipment, 'accept');
    let now = await dashboard();
    expect(now.to_ship).toBe(before.to_ship + 2);
    expect(now.sales_by_day.at(-1)?.orders).toBe(today().orders + 2);
    const revenue = (a.priceCents * 2 + second.a.priceCents * 2) / 100;
    expect(now.sales_by_day.at(-1)?.revenue).toBeCloseTo(today().revenue + revenue, 2);

    await act(ctx, tokens.firstToken, second.firstShipment, 'cancel', { reason: 'Sold out' });
    await act(ctx, tokens.firstToken, firstShipment, 'ship', {
      carrier: 'DHL',
      tracking_number: '12345',
    });
    now = await dashboard();
    expect(now.to_ship).toBe(before.to_ship);
    expect(now.sales_by_day.at(-1)?.orders).toBe(today().orders + 1);
    // The other days are there with zeros or the seed's sales, never missing.
    expect(now.sales_by_day.every((day) => day.orders >= 0 && day.revenue >= 0)).toBe(true);
  });

  it('lists variants with less than 5 in stock and the rating of the store', async () => {
    const { a } = await twoStoreOrder(ctx, 'dash-3', { nth: 2 });
    await ctx.database.db.update(variants).set({ stock: 4 }).where(eq(variants.id, a.variantId));
    const now = await dashboard();
    expect(now.low_stock.find((row) => row.variant_id === a.variantId)).toMatchObject({
      product_id: a.productId,
      stock: 4,
    });
    expect(now.low_stock.every((row) => row.stock < 5)).toBe(true);
    const [expected] = rowsOf<{ average: string | null; count: string }>(
      await ctx.database.db.execute(sql`SELECT round((sum(average_rating * reviews_count)
        / nullif(sum(reviews_count), 0))::numeric, 2) AS average, sum(reviews_count) AS count
        FROM products WHERE vendor_id = ${tokens.first}`),
    );
    expect(now.rating.count).toBe(Number(expected?.count));
    expect(now.rating.count).toBeGreaterThan(0);
    expect(now.rating.average).toBeCloseTo(Number(expected?.average), 2);
  });

  it('is only for vendors', async () => {
    const shopper = await login(ctx.app, SHOPPER);
    expect((await callAs(ctx.app, 'GET', '/v1/seller/dashboard', shopper)).statusCode).toBe(403);
    expect((await callAs(ctx.app, 'GET', '/v1/seller/dashboard', null)).statusCode).toBe(401);
  });
});

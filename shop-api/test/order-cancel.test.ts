import type { Order } from '@shop/shared-contracts/api/entities';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema-catalog';
import { orders } from '../src/db/schema-shopping';
import {
  cancel,
  couponUses,
  refundsOf,
  shopperWithPaidOrder,
  walletOf,
} from './support/cancel-helpers';
import { stockOf, variantWithStock } from './support/catalog-helpers';
import { callAs, createTestApp, login, OTHER, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const soldOf = async (productId: number) =>
  (
    await ctx.database.db
      .select({ sold: products.soldCount })
      .from(products)
      .where(eq(products.id, productId))
  )[0]?.sold ?? -1;

describe('cancelling an order', () => {
  it('gives back the stock, the coupon use and the wallet credit, recording the refund', async () => {
    const usesBefore = await couponUses(ctx, 'SAVE10');
    const soldBefore = await soldOf((await variantWithStock(ctx, 40, 40)).productId);
    const { token, item, order } = await shopperWithPaidOrder(ctx, 'canceller', 40);
    expect(order.wallet_usage).toBe(20);
    expect(await stockOf(ctx, item.variantId)).toBe(37);
    expect(await walletOf(ctx, 'canceller')).toBe(0);
    expect(await couponUses(ctx, 'SAVE10')).toBe(usesBefore + 1);
    expect(await soldOf(item.productId)).toBe(soldBefore + 3);

    const response = await cancel(ctx, token, order.id);
    expect(response.statusCode).toBe(200);
    const cancelled = response.json().data as Order;
    expect(cancelled.order_status).toBe('cancelled');
    expect(cancelled.tracking_history.map((event) => event.status)).toEqual([
      'pending',
      'cancelled',
    ]);
    expect(await stockOf(ctx, item.variantId)).toBe(40);
    expect(await walletOf(ctx, 'canceller')).toBe(2000);
    expect(await couponUses(ctx, 'SAVE10')).toBe(usesBefore);
    expect(await soldOf(item.productId)).toBe(soldBefore);
    const refunds = await refundsOf(ctx, 'canceller');
    expect(refunds.map((row) => [row.amountCents, row.reference])).toEqual([
      [2000, order.order_number],
    ]);
    const listed = await callAs(ctx.app, 'GET', '/v1/get-wallet-transactions', token);
    expect(listed.json().data[0]).toMatchObject({
      type: 'refund',
      amount: 20,
      reference: order.order_number,
    });
  });

  it('gives everything back exactly once when the cancel is repeated', async () => {
    const { token, item, order } = await shopperWithPaidOrder(ctx, 'twice', 41);
    const usesAfterOrder = await couponUses(ctx, 'SAVE10');
    const answers = await Promise.all([1, 2, 3].map(() => cancel(ctx, token, order.id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await cancel(ctx, token, order.id)).json().message).toBe(
      'This order can no longer be cancelled.',
    );
    expect(await stockOf(ctx, item.variantId)).toBe(40);
    expect(await walletOf(ctx, 'twice')).toBe(2000);
    expect(await couponUses(ctx, 'SAVE10')).toBe(usesAfterOrder - 1);
    expect(await refundsOf(ctx, 'twice')).toHaveLength(1);
  });

  it('cancels a processing order but not one that has shipped', async () => {
    const { token, item, order } = await shopperWithPaidOrder(ctx, 'shipped', 42);
    await ctx.database.db
      .update(orders)
      .set({ orderStatus: 'shipped' })
      .where(eq(orders.id, order.id));
    expect((await cancel(ctx, token, order.id)).statusCode).toBe(409);
    expect(await stockOf(ctx, item.variantId)).toBe(37);
    expect(await walletOf(ctx, 'shipped')).toBe(0);

    await ctx.database.db
      .update(orders)
      .set({ orderStatus: 'processing' })
      .where(eq(orders.id, order.id));
    expect((await cancel(ctx, token, order.id)).statusCode).toBe(200);
    expect(await stockOf(ctx, item.variantId)).toBe(40);
  });

  it("does not cancel another shopper's order, nor one without a session", async () => {
    const { item, order } = await shopperWithPaidOrder(ctx, 'owner', 43);
    const other = await login(ctx.app, OTHER);
    expect((await cancel(ctx, other, order.id)).statusCode).toBe(404);
    expect((await callAs(ctx.app, 'POST', `/v1/orders/${order.id}/cancel`, null)).statusCode).toBe(
      401,
    );
    expect(await stockOf(ctx, item.variantId)).toBe(37);
    expect(await walletOf(ctx, 'owner')).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancel,
  couponUses,
  refundsOf,
  shopperWithPaidOrder,
  walletOf,
} from '../support/cancel-helpers';
import { stockOf } from '../support/catalog-helpers';
import { createTestApp, type TestContext } from '../support/test-app';

// Races need real concurrent transactions: PGlite runs one at a time and would hide them.
if (process.env.TEST_DB_KIND !== 'postgres') throw new Error('run this file on PostgreSQL only');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { poolSize: 20 });
});
afterAll(() => ctx.close());

describe('concurrent cancels on PostgreSQL', () => {
  it('gives the stock, the coupon use and the wallet credit back once under 20 concurrent cancels', async () => {
    const { token, item, order } = await shopperWithPaidOrder(ctx, 'cancel-burst', 44);
    const usesAfterOrder = await couponUses(ctx, 'SAVE10');
    const statuses = (
      await Promise.all(Array.from({ length: 20 }, () => cancel(ctx, token, order.id)))
    ).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await stockOf(ctx, item.variantId)).toBe(40);
    expect(await walletOf(ctx, 'cancel-burst')).toBe(2000);
    expect(await couponUses(ctx, 'SAVE10')).toBe(usesAfterOrder - 1);
    expect(await refundsOf(ctx, 'cancel-burst')).toHaveLength(1);
  });
});

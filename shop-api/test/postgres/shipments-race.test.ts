import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancel, couponUses, refundsOf, walletOf } from '../support/cancel-helpers';
import { stockOf } from '../support/catalog-helpers';
import { act, DHL, orderOf, twoStoreOrder, vendorTokens } from '../support/shipments-helpers';
import { createTestApp, type TestContext } from '../support/test-app';

// Races need real concurrent transactions: PGlite runs one at a time and would hide them.
if (process.env.TEST_DB_KIND !== 'postgres') throw new Error('run this file on PostgreSQL only');

let ctx: TestContext;
let tokens: Awaited<ReturnType<typeof vendorTokens>>;
beforeAll(async () => {
  ctx = await createTestApp({}, { poolSize: 20 });
  tokens = await vendorTokens(ctx);
});
afterAll(() => ctx.close());

const ROUNDS = 4;

describe('shipments racing on PostgreSQL', () => {
  it('two vendors shipping, then delivering, the two halves of one order at once: the order follows both', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { token, order, firstShipment, secondShipment } = await twoStoreOrder(
        ctx,
        `ship-race-${round}`,
        { nth: round },
      );
      await act(ctx, tokens.firstToken, firstShipment, 'accept');
      await act(ctx, tokens.secondToken, secondShipment, 'accept');
      const answers = await Promise.all([
        act(ctx, tokens.firstToken, firstShipment, 'ship', DHL),
        act(ctx, tokens.secondToken, secondShipment, 'ship', {
          carrier: 'UPS',
          tracking_number: '1Z999AA10123456784',
        }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const seen = await orderOf(ctx, token, order.id);
      expect(seen.order_status).toBe('shipped');
      expect(seen.shipments?.map((shipment) => shipment.status)).toEqual(['shipped', 'shipped']);
      const shipped = seen.tracking_history.filter((event) =>
        event.description?.includes(' shipped '),
      );
      expect(shipped.map((event) => event.status)).toEqual(['shipped', 'shipped']);
      expect(shipped.some((event) => event.description?.includes('UPS'))).toBe(true);
      expect(shipped.some((event) => event.description?.includes('DHL'))).toBe(true);

      // Delivering both at once: without the shopper lock each would see the other still shipped
      // and leave the order shipped forever.
      const delivered = await Promise.all([
        act(ctx, tokens.firstToken, firstShipment, 'deliver'),
        act(ctx, tokens.secondToken, secondShipment, 'deliver'),
      ]);
      expect(delivered.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const done = await orderOf(ctx, token, order.id);
      expect(done.order_status).toBe('delivered');
      expect(done.tracking_history.at(-1)?.status).toBe('delivered');
    }
  });

  it('a vendor cancelling their part while the shopper cancels the order: everything back exactly once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const name = `cancel-race-${round}`;
      const uses = await couponUses(ctx, 'SAVE10');
      const { token, order, a, b, firstShipment } = await twoStoreOrder(ctx, name, {
        nth: ROUNDS + round,
        walletCents: 1200,
        coupon: 'SAVE10',
      });
      const [byVendor, byShopper] = await Promise.all([
        act(ctx, tokens.firstToken, firstShipment, 'cancel', { reason: 'Out of stock' }),
        cancel(ctx, token, order.id),
      ]);
      // The shopper's cancel always wins the order; the vendor's wins only if it came first.
      expect(byShopper.statusCode).toBe(200);
      expect([200, 409]).toContain(byVendor.statusCode);
      expect(await stockOf(ctx, a.variantId)).toBe(40);
      expect(await stockOf(ctx, b.variantId)).toBe(40);
      expect(await walletOf(ctx, name)).toBe(1200);
      const refunds = await refundsOf(ctx, name);
      expect(refunds.reduce((sum, row) => sum + row.amountCents, 0)).toBe(1200);
      expect(refunds).toHaveLength(byVendor.statusCode === 200 ? 2 : 1);
      expect(await couponUses(ctx, 'SAVE10')).toBe(uses);
      expect((await orderOf(ctx, token, order.id)).order_status).toBe('cancelled');
    }
  });
});

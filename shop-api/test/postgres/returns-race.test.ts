import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundsOf, walletOf } from '../support/cancel-helpers';
import { stockOf } from '../support/catalog-helpers';
import { askReturn, decide, deliveredOrder, returnOf } from '../support/returns-helpers';
import { vendorTokens } from '../support/shipments-helpers';
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

describe('returns racing on PostgreSQL', () => {
  it('two accepts of one return at once: one refund, the stock back once, the other 409', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const name = `accept-race-${round}`;
      const { token, order, itemA, a, firstShipment } = await deliveredOrder(
        ctx,
        tokens.firstToken,
        name,
        { nth: round },
      );
      const made = returnOf(
        await askReturn(ctx, token, order.id, firstShipment, {
          reason: 'Does not fit',
          items: [{ order_item_id: itemA.id, quantity: 2 }],
        }),
      );
      const stock = await stockOf(ctx, a.variantId);
      const answers = await Promise.all([
        decide(ctx, tokens.firstToken, made.id, 'accept'),
        decide(ctx, tokens.firstToken, made.id, 'accept'),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const refund = Math.round(made.refund * 100);
      expect(refund).toBeGreaterThan(0);
      expect(await walletOf(ctx, name)).toBe(refund);
      expect((await refundsOf(ctx, name)).map((row) => row.amountCents)).toEqual([refund]);
      expect(await stockOf(ctx, a.variantId)).toBe(stock + 2);
    }
  });

  it('an accept racing a refusal: exactly one decision wins', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const name = `decide-race-${round}`;
      const { token, order, itemA, firstShipment } = await deliveredOrder(
        ctx,
        tokens.firstToken,
        name,
        { nth: ROUNDS + round },
      );
      const made = returnOf(
        await askReturn(ctx, token, order.id, firstShipment, {
          reason: 'Does not fit',
          items: [{ order_item_id: itemA.id, quantity: 1 }],
        }),
      );
      const [accepted, refused] = await Promise.all([
        decide(ctx, tokens.firstToken, made.id, 'accept'),
        decide(ctx, tokens.firstToken, made.id, 'refuse', { reason: 'Worn' }),
      ]);
      expect([accepted.statusCode, refused.statusCode].sort()).toEqual([200, 409]);
      const wallet = await walletOf(ctx, name);
      expect(wallet).toBe(accepted.statusCode === 200 ? Math.round(made.refund * 100) : 0);
    }
  });

  it('two requests for the same items at once: one succeeds, the other is told a return is open', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { token, order, itemA, firstShipment } = await deliveredOrder(
        ctx,
        tokens.firstToken,
        `request-race-${round}`,
        { nth: 2 * ROUNDS + round },
      );
      const body = { reason: 'Changed my mind', items: [{ order_item_id: itemA.id, quantity: 2 }] };
      const answers = await Promise.all([
        askReturn(ctx, token, order.id, firstShipment, body),
        askReturn(ctx, token, order.id, firstShipment, body),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      const lost = answers.find((answer) => answer.statusCode === 409);
      expect(lost?.json().codes).toEqual({ return: 'return_open' });
    }
  });
});

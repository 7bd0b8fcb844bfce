import type { CartItem } from '@shop/shared-contracts/api/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopperWithAddress } from '../support/checkout-helpers';
import { BROWSER_UA, callAs, createTestApp, type TestContext } from '../support/test-app';
import { twoStoresItems, visitorAdd } from '../support/visitor-helpers';

// Races need real concurrent transactions: PGlite runs one at a time and would hide them.
if (process.env.TEST_DB_KIND !== 'postgres') throw new Error('run this file on PostgreSQL only');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ catalogCacheMs: 0 }, { poolSize: 20 });
});
afterAll(() => ctx.close());

describe('simultaneous sign-ins with one visitor cookie on PostgreSQL', () => {
  it('merge the visitor cart exactly once', async () => {
    const who = { email: 'race-merge@example.com', password: 'Lange-Nacht-42' };
    const { token } = await newShopperWithAddress(ctx.app, 'race-merge');
    const [a, b] = await twoStoresItems(ctx, [100, 100]);
    await callAs(ctx.app, 'POST', '/v1/cart', token, {
      product_id: a.productId,
      product_variant_id: a.variantId,
      quantity: 1,
    });
    const { visitor } = await visitorAdd(ctx.app, null, a, 2);
    await visitorAdd(ctx.app, visitor, b, 3);

    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/v1/login',
          headers: { 'user-agent': BROWSER_UA, cookie: `shop-visitor=${visitor}` },
          payload: { ...who, session: 'cookie' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
    expect(answers.filter((answer) => answer.json().data.cart_merge).length).toBe(1);
    const cart = (await callAs(ctx.app, 'GET', '/v1/cart', token)).json().data as CartItem[];
    expect(
      Object.fromEntries(cart.map((line) => [line.product_variant.id, line.quantity])),
    ).toEqual({
      [a.variantId]: 3,
      [b.variantId]: 3,
    });
  });
});

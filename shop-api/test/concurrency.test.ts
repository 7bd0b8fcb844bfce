import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema-accounts';
import { stockOf, variantWithStock } from './support/catalog-helpers';
import { auth, createTestApp, login, OTHER, SHOPPER, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function readyToOrder(token: string, variantId: number, productId: number) {
  const headers = auth(token);
  let addresses = (await ctx.app.inject({ method: 'GET', url: '/v1/address', headers })).json()
    .data;
  if (!addresses.length) {
    await ctx.app.inject({
      method: 'POST',
      url: '/v1/address',
      headers,
      payload: { title: 'Home', country_id: 1, address: 'Allee 1', phone_number: '030123456' },
    });
    addresses = (await ctx.app.inject({ method: 'GET', url: '/v1/address', headers })).json().data;
  }
  const added = await ctx.app.inject({
    method: 'POST',
    url: '/v1/cart',
    headers,
    payload: { product_id: productId, product_variant_id: variantId, quantity: 1 },
  });
  expect(added.statusCode).toBe(200);
  return {
    address_id: addresses[0].id as number,
    shipping_type: 'normal',
    coupon: '',
    wallet: false,
  };
}

describe('concurrent orders', () => {
  it('sells the last unit exactly once', async () => {
    const variant = await variantWithStock(ctx, 10, 1);
    const tokens = [await login(ctx.app, SHOPPER), await login(ctx.app, OTHER)];
    const bodies = await Promise.all(
      tokens.map((token) => readyToOrder(token, variant.variantId, variant.productId)),
    );
    const responses = await Promise.all(
      tokens.map((token, index) =>
        ctx.app.inject({
          method: 'POST',
          url: '/v1/place-order',
          headers: auth(token),
          payload: bodies[index],
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses[0]).toBe(201);
    expect([409, 422]).toContain(statuses[1]);
    expect(await stockOf(ctx, variant.variantId)).toBe(0);
  });

  it('sells exactly the stock when five shoppers race for two units', async () => {
    const variant = await variantWithStock(ctx, 15, 2);
    const tokens: string[] = [];
    for (let n = 0; n < 5; n++) {
      const who = { email: `racer${n}@example.com`, password: 'Renn-Bahn-77' };
      await ctx.app.inject({
        method: 'POST',
        url: '/v1/register',
        payload: { name: `Racer ${n}`, ...who, password_confirmation: who.password },
      });
      tokens.push(await login(ctx.app, who));
    }
    const bodies = await Promise.all(
      tokens.map((token) => readyToOrder(token, variant.variantId, variant.productId)),
    );
    const responses = await Promise.all(
      tokens.map((token, index) =>
        ctx.app.inject({
          method: 'POST',
          url: '/v1/place-order',
          headers: auth(token),
          payload: bodies[index],
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.every((status) => status === 201 || status === 409 || status === 422)).toBe(
      true,
    );
    expect(await stockOf(ctx, variant.variantId)).toBe(0);
  });

  it('never overdraws a wallet with two orders at once', async () => {
    const token = await login(ctx.app, SHOPPER);
    await ctx.database.db
      .update(users)
      .set({ walletCents: 3000 })
      .where(eq(users.email, SHOPPER.email));
    const first = await variantWithStock(ctx, 11, 10);
    const body = await readyToOrder(token, first.variantId, first.productId);
    const second = await variantWithStock(ctx, 12, 10);
    await readyToOrder(token, second.variantId, second.productId);
    const responses = await Promise.all(
      [0, 1].map(() =>
        ctx.app.inject({
          method: 'POST',
          url: '/v1/place-order',
          headers: auth(token),
          payload: { ...body, wallet: true },
        }),
      ),
    );
    const placed = responses
      .filter((response) => response.statusCode === 201)
      .map((response) => response.json().data.wallet_usage as number);
    const [wallet] = await ctx.database.db
      .select({ cents: users.walletCents })
      .from(users)
      .where(eq(users.email, SHOPPER.email));
    expect(wallet?.cents).toBeGreaterThanOrEqual(0);
    expect(
      Math.round(placed.reduce((sum, usage) => sum + usage, 0) * 100) + (wallet?.cents ?? 0),
    ).toBe(3000);
  });
});

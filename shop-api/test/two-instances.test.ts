import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantWithStock } from './support/catalog-helpers';
import { addToCart, newShopperWithAddress, placeOrder } from './support/checkout-helpers';
import {
  auth,
  callAs,
  createTestApp,
  login,
  SHOPPER,
  secondInstance,
  type TestApp,
  type TestContext,
} from './support/test-app';

// Two API processes behind one load balancer share one database and nothing else.
let ctx: TestContext;
let other: { app: TestApp; close(): Promise<void> };
beforeAll(async () => {
  ctx = await createTestApp({ loginMaxFailuresPerAccountAndIp: 3 });
  other = await secondInstance(ctx);
});
afterAll(async () => {
  await other.close();
  await ctx.close();
});

describe('two API instances on one database', () => {
  it('share the login limits', async () => {
    const wrong = { email: 'other@example.com', password: 'not-the-password' };
    const statuses: number[] = [];
    for (const app of [ctx.app, other.app, ctx.app, other.app])
      statuses.push((await callAs(app, 'POST', '/v1/login', null, wrong)).statusCode);
    expect(statuses).toEqual([422, 422, 422, 429]);
  });

  it('refuse on one a session revoked through the other', async () => {
    const token = await login(ctx.app, SHOPPER);
    // The cart checks its session in its own statement, next to the rows it reads.
    const urls = ['/v1/profile', '/v1/cart'];
    for (const url of urls) {
      expect((await callAs(other.app, 'GET', url, token)).statusCode).toBe(200);
    }
    expect((await callAs(ctx.app, 'POST', '/v1/logout', token)).statusCode).toBe(200);
    for (const url of urls) {
      const after = await other.app.inject({ method: 'GET', url, headers: auth(token) });
      expect(after.statusCode).toBe(401);
    }
  });

  it('honour on one an Idempotency-Key used on the other', async () => {
    const item = await variantWithStock(ctx, 40, 10);
    const { token, body } = await newShopperWithAddress(ctx.app, 'twoplaces');
    await addToCart(ctx.app, token, item);
    const first = await placeOrder(ctx.app, token, body, 'two-instances-key');
    expect(first.statusCode).toBe(201);
    await addToCart(other.app, token, item);
    const retry = await placeOrder(other.app, token, body, 'two-instances-key');
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.id).toBe(first.json().data.id);
  });
});

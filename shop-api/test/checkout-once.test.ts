import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockOf, variantWithStock } from './support/catalog-helpers';
import {
  addToCart,
  newShopperWithAddress,
  orderCount,
  placeOrder,
} from './support/checkout-helpers';
import { createTestApp, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// The concurrent versions of these checks run on PostgreSQL (test/postgres/checkout-race.test.ts);
// PGlite runs one transaction at a time, so here they run one request after another.
describe('checkout consumes the cart once', () => {
  it('refuses a second checkout of the same cart', async () => {
    const item = await variantWithStock(ctx, 20, 5);
    const { token, body } = await newShopperWithAddress(ctx.app, 'twice');
    expect((await addToCart(ctx.app, token, item)).statusCode).toBe(200);
    expect((await placeOrder(ctx.app, token, body)).statusCode).toBe(201);
    expect((await placeOrder(ctx.app, token, body)).statusCode).toBe(422);
    expect(await orderCount(ctx.database.db, 'twice')).toBe(1);
    expect(await stockOf(ctx, item.variantId)).toBe(4);
  });
});

describe('Idempotency-Key on place-order', () => {
  it('answers a retry with the first order instead of placing a second one', async () => {
    const item = await variantWithStock(ctx, 21, 5);
    const { token, body } = await newShopperWithAddress(ctx.app, 'retry');
    await addToCart(ctx.app, token, item);
    const first = await placeOrder(ctx.app, token, body, 'retry-key-0001');
    expect(first.statusCode).toBe(201);
    // The shopper fills the cart again; a retry of the first submit must not order it.
    await addToCart(ctx.app, token, item);
    const retry = await placeOrder(ctx.app, token, body, 'retry-key-0001');
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await orderCount(ctx.database.db, 'retry')).toBe(1);
    expect(await stockOf(ctx, item.variantId)).toBe(4);
    // A new key is a new order.
    expect((await placeOrder(ctx.app, token, body, 'retry-key-0002')).statusCode).toBe(201);
    expect(await orderCount(ctx.database.db, 'retry')).toBe(2);
  });

  it('refuses a key reused with another body or by another shopper, leaking nothing', async () => {
    const item = await variantWithStock(ctx, 22, 5);
    const owner = await newShopperWithAddress(ctx.app, 'keyowner');
    await addToCart(ctx.app, owner.token, item);
    const first = await placeOrder(ctx.app, owner.token, owner.body, 'shared-key-0001');
    expect(first.statusCode).toBe(201);
    const orderNumber = first.json().data.order_number as string;

    await addToCart(ctx.app, owner.token, item);
    const changed = await placeOrder(
      ctx.app,
      owner.token,
      { ...owner.body, shipping_type: 'fast' },
      'shared-key-0001',
    );
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors).toHaveProperty('idempotency_key');

    const stranger = await newShopperWithAddress(ctx.app, 'keystranger');
    await addToCart(ctx.app, stranger.token, item);
    const stolen = await placeOrder(ctx.app, stranger.token, stranger.body, 'shared-key-0001');
    expect(stolen.statusCode).toBe(409);
    expect(stolen.body).not.toContain(orderNumber);
    expect(await orderCount(ctx.database.db, 'keystranger')).toBe(0);
  });

  it('refuses malformed keys', async () => {
    const { token, body } = await newShopperWithAddress(ctx.app, 'badkey');
    for (const key of ['x'.repeat(201), 'has spaces in it']) {
      const response = await placeOrder(ctx.app, token, body, key);
      expect(response.statusCode, key).toBe(422);
      expect(response.json().errors).toHaveProperty('idempotency_key');
    }
  });
});

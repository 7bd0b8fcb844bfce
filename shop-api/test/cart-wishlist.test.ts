import type { CartItem, WishlistItem } from '@shop/shared-contracts/api/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantWithStock } from './support/catalog-helpers';
import {
  callAs,
  createTestApp,
  login,
  type Method,
  OTHER,
  SHOPPER,
  type TestContext,
} from './support/test-app';

let ctx: TestContext;
let shopper: string;
let other: string;
beforeAll(async () => {
  ctx = await createTestApp();
  shopper = await login(ctx.app, SHOPPER);
  other = await login(ctx.app, OTHER);
});
afterAll(() => ctx.close());

const call = (method: Method, url: string, token: string | null, payload?: object) =>
  callAs(ctx.app, method, url, token, payload);

describe('cart', () => {
  it('answers a visitor without a cart an empty one, and refuses an unknown token', async () => {
    const visitor = await call('GET', '/v1/cart', null);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().data).toEqual([]);
    expect((await call('GET', '/v1/cart', 'a'.repeat(43))).statusCode).toBe(401);
  });

  it('refuses the cart to a signed-out session at its next call', async () => {
    const token = await login(ctx.app, SHOPPER);
    expect((await call('GET', '/v1/cart', token)).statusCode).toBe(200);
    expect((await call('POST', '/v1/logout', token)).statusCode).toBe(200);
    const after = await call('GET', '/v1/cart', token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Unauthenticated.');
  });

  it('adds, merges, updates and removes items within stock', async () => {
    const variant = await variantWithStock(ctx, 3, 5);
    const add = await call('POST', '/v1/cart', shopper, {
      product_id: variant.productId,
      product_variant_id: variant.variantId,
      quantity: 2,
    });
    expect(add.statusCode).toBe(200);
    const item = add.json().data as CartItem;
    expect(item).toMatchObject({
      quantity: 2,
      price: variant.priceCents / 100,
      out_of_stock: false,
    });
    expect(
      item.product_variant.variant_values.map((value) => value.variant_attribute.type),
    ).toContain('color');
    const merged = await call('POST', '/v1/cart', shopper, {
      product_id: variant.productId,
      product_variant_id: variant.variantId,
      quantity: 2,
    });
    expect(merged.json().data.quantity).toBe(4);
    const tooMany = await call('POST', '/v1/cart', shopper, {
      product_id: variant.productId,
      product_variant_id: variant.variantId,
      quantity: 2,
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({
      message: 'Only 5 items are in stock; you asked for 6.',
      errors: { quantity: expect.any(Array) },
    });
    expect((await call('PUT', `/v1/cart/${item.id}`, shopper, { quantity: 6 })).statusCode).toBe(
      422,
    );
    expect((await call('PUT', `/v1/cart/${item.id}`, shopper, { quantity: 0 })).statusCode).toBe(
      422,
    );
    const updated = await call('PUT', `/v1/cart/${item.id}`, shopper, { quantity: 1 });
    expect(updated.json().data.quantity).toBe(1);
    expect((await call('DELETE', `/v1/cart/${item.id}`, shopper)).statusCode).toBe(200);
    expect((await call('GET', '/v1/cart', shopper)).json().data).toEqual([]);
  });

  it('rejects a variant of another product and unknown variants', async () => {
    expect(
      (
        await call('POST', '/v1/cart', shopper, {
          product_id: 2,
          product_variant_id: 1,
          quantity: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', '/v1/cart', shopper, {
          product_id: 1,
          product_variant_id: 999999,
          quantity: 1,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('flags items that went out of stock and refuses to add sold-out variants', async () => {
    const variant = await variantWithStock(ctx, 4, 3);
    await call('POST', '/v1/cart', shopper, {
      product_id: variant.productId,
      product_variant_id: variant.variantId,
      quantity: 1,
    });
    await variantWithStock(ctx, 4, 0);
    const [item] = (await call('GET', '/v1/cart', shopper)).json().data as CartItem[];
    expect(item?.out_of_stock).toBe(true);
    const soldOut = await call('POST', '/v1/cart', shopper, {
      product_id: variant.productId,
      product_variant_id: variant.variantId,
      quantity: 1,
    });
    expect(soldOut.json().message).toBe('This item is out of stock.');
  });

  it("keeps shoppers apart: another shopper's item answers 404", async () => {
    const [item] = (await call('GET', '/v1/cart', shopper)).json().data as CartItem[];
    expect(item).toBeDefined();
    expect((await call('GET', '/v1/cart', other)).json().data).toEqual([]);
    expect((await call('PUT', `/v1/cart/${item?.id}`, other, { quantity: 1 })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/v1/cart/${item?.id}`, other)).statusCode).toBe(404);
    await call('GET', '/v1/clear/cart', other);
    expect((await call('GET', '/v1/cart', shopper)).json().data).toHaveLength(1);
  });

  it('clears the cart', async () => {
    expect((await call('GET', '/v1/clear/cart', shopper)).json()).toMatchObject({ status: true });
    expect((await call('GET', '/v1/cart', shopper)).json().data).toEqual([]);
  });
});

describe('wishlist', () => {
  it('lists the seeded wishlist, adds once, removes and clears', async () => {
    const seeded = (await call('GET', '/v1/wishlist', shopper)).json().data as WishlistItem[];
    expect(seeded.length).toBe(3);
    const added = await call('POST', '/v1/wishlist', shopper, {
      product_id: 40,
      product_variant_id: 1,
      quantity: 1,
    });
    expect(added.json().data.product.id).toBe(40);
    const again = await call('POST', '/v1/wishlist', shopper, { product_id: 40 });
    expect(again.json().data.id).toBe(added.json().data.id);
    expect((await call('POST', '/v1/wishlist', shopper, { product_id: 999999 })).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/v1/wishlist', shopper)).json().data).toHaveLength(4);
    expect((await call('DELETE', `/v1/wishlist/${added.json().data.id}`, other)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/v1/wishlist', other)).json().data).toEqual([]);
    expect((await call('DELETE', `/v1/wishlist/${added.json().data.id}`, shopper)).statusCode).toBe(
      200,
    );
    await call('GET', '/v1/clear/clear', other);
    expect((await call('GET', '/v1/wishlist', shopper)).json().data).toHaveLength(3);
    await call('GET', '/v1/clear/clear', shopper);
    expect((await call('GET', '/v1/wishlist', shopper)).json().data).toEqual([]);
  });
});

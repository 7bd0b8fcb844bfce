import type { CheckoutQuote } from '@shop/shared-contracts/api/checkout-quote';
import type { Order } from '@shop/shared-contracts/api/entities';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { variants } from '../src/db/schema-catalog';
import { variantWithStock } from './support/catalog-helpers';
import { addToCart, newShopperWithAddress, placeOrder } from './support/checkout-helpers';
import { callAs, createTestApp, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  // The default threshold (100 EUR), as the shop runs without configuration.
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let shoppers = 0;
/** A new shopper whose cart holds `quantity` units of variant 3, priced at `priceCents`. */
async function cartWorth(priceCents: number, quantity = 1) {
  shoppers += 1;
  const item = await variantWithStock(ctx, 3, 50);
  await ctx.database.db.update(variants).set({ priceCents }).where(eq(variants.id, 3));
  const shopper = await newShopperWithAddress(ctx.app, `free-shipping-${shoppers}`);
  expect((await addToCart(ctx.app, shopper.token, item, quantity)).statusCode).toBe(200);
  return shopper;
}

async function quoteAndOrder(priceCents: number, body: object = {}, quantity = 1) {
  const { token, body: orderBody } = await cartWorth(priceCents, quantity);
  const quoted = await callAs(ctx.app, 'POST', '/v1/checkout/quote', token, {
    shipping_type: 'normal',
    ...body,
  });
  expect(quoted.statusCode).toBe(200);
  const placed = await placeOrder(ctx.app, token, { ...orderBody, ...body });
  expect(placed.statusCode).toBe(201);
  return { quote: quoted.json().data as CheckoutQuote, order: placed.json().data as Order };
}

describe('free standard shipping from the threshold', () => {
  it('charges standard shipping below it and says what is missing', async () => {
    const { quote, order } = await quoteAndOrder(8750);
    expect(quote).toMatchObject({
      subtotal: 87.5,
      shipping_cost: 10,
      free_shipping_threshold: 100,
      free_shipping_missing: 12.5,
      final_price: 97.5,
    });
    expect([order.shipping_cost, order.final_price]).toEqual([10, 97.5]);
  });

  it('ships free at exactly the threshold', async () => {
    const { quote, order } = await quoteAndOrder(10000);
    expect(quote).toMatchObject({ shipping_cost: 0, free_shipping_missing: 0, final_price: 100 });
    expect([order.shipping_cost, order.final_price]).toEqual([0, 100]);
  });

  it('ships the 334,94 EUR cart free, and the order charges what the quote said', async () => {
    const { quote, order } = await quoteAndOrder(16747, {}, 2);
    expect(quote).toMatchObject({ subtotal: 334.94, shipping_cost: 0, final_price: 334.94 });
    expect(order).toMatchObject({
      total_amount: quote.subtotal,
      shipping_cost: quote.shipping_cost,
      price_after_discount: quote.price_after_discount,
      final_price: quote.final_price,
    });
  });

  it('judges the order value before the coupon, so a coupon does not bring shipping back', async () => {
    const { quote, order } = await quoteAndOrder(10500, { coupon: 'SAVE10' });
    expect(quote).toMatchObject({ subtotal: 105, discount: 10.5, shipping_cost: 0 });
    expect([order.shipping_cost, order.final_price]).toEqual([0, quote.final_price]);
  });

  it('keeps the express price above the threshold', async () => {
    const { quote, order } = await quoteAndOrder(20000, { shipping_type: 'fast' });
    expect(quote.shipping_cost).toBe(20);
    expect([order.shipping_cost, order.final_price]).toEqual([20, 220]);
  });

  it('tells the threshold in get-prices', async () => {
    const prices = await ctx.app.inject({ method: 'GET', url: '/v1/get-prices' });
    expect(prices.json().data).toEqual({ price: 10, fast_price: 20, free_shipping_threshold: 100 });
  });
});

describe('FREE_SHIPPING_THRESHOLD_EUR', () => {
  it('defaults to 100 EUR and reads euros with cents', () => {
    expect(loadConfig({}).freeShippingThresholdCents).toBe(10000);
    expect(loadConfig({ FREE_SHIPPING_THRESHOLD_EUR: '49.90' }).freeShippingThresholdCents).toBe(
      4990,
    );
    expect(loadConfig({ FREE_SHIPPING_THRESHOLD_EUR: '0' }).freeShippingThresholdCents).toBe(0);
  });

  it('stops the boot on a value that is not an amount', () => {
    for (const raw of ['-5', 'hundred', '10.999', '1e3'])
      expect(() => loadConfig({ FREE_SHIPPING_THRESHOLD_EUR: raw })).toThrow(
        /FREE_SHIPPING_THRESHOLD_EUR/,
      );
  });
});

import type { CheckoutQuote } from '@shop/shared-contracts/api/checkout-quote';
import type { CartItem, Order, ProductSummary } from '@shop/shared-contracts/api/entities';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema-accounts';
import { variantWithStock } from './support/catalog-helpers';
import { addToCart, newShopperWithAddress, placeOrder } from './support/checkout-helpers';
import { callAs, createTestApp, type TestContext } from './support/test-app';

let ctx: TestContext;
let shoeVendorId: number;
let shoeItem: { productId: number; variantId: number };
let otherItem: { productId: number; variantId: number };

beforeAll(async () => {
  ctx = await createTestApp();
  const { token } = await newShopperWithAddress(ctx.app, 'quote-setup');
  shoeVendorId = (
    await callAs(ctx.app, 'POST', '/v1/get-coupon', token, { code: 'SCHUH15' })
  ).json().data.vendor_id;
  const products = (
    await ctx.app.inject({ method: 'GET', url: '/v1/products/search?per_page=100' })
  ).json().data.products.data as ProductSummary[];
  const pick = async (product: ProductSummary | undefined) => {
    const variant = product?.variants[0];
    if (!variant) throw new Error('the seed lacks products');
    return variantWithStock(ctx, variant.id, 500);
  };
  shoeItem = await pick(products.find((product) => product.vendor_id === shoeVendorId));
  otherItem = await pick(products.find((product) => product.vendor_id !== shoeVendorId));
});
afterAll(() => ctx.close());

let shoppers = 0;
/** A new shopper with two shoe-vendor units and one unit of another vendor in the cart. */
async function shopperWithCart(walletCents = 0) {
  shoppers += 1;
  const name = `quote-${shoppers}`;
  const shopper = await newShopperWithAddress(ctx.app, name);
  expect((await addToCart(ctx.app, shopper.token, shoeItem, 2)).statusCode).toBe(200);
  expect((await addToCart(ctx.app, shopper.token, otherItem, 1)).statusCode).toBe(200);
  await ctx.database.db
    .update(users)
    .set({ walletCents })
    .where(eq(users.email, `${name}@example.com`));
  return shopper;
}

const quote = (token: string, body: object) =>
  callAs(ctx.app, 'POST', '/v1/checkout/quote', token, body);

const cases = [
  { label: 'no coupon, normal shipping', body: {} },
  { label: 'SAVE10', body: { coupon: 'SAVE10' } },
  { label: 'FIX5', body: { coupon: 'fix5' } },
  { label: 'the vendor coupon SCHUH15', body: { coupon: 'SCHUH15' } },
  { label: 'express shipping', body: { shipping_type: 'fast' } },
  { label: 'wallet on, part of the total', body: { wallet: true }, walletCents: 1500 },
  { label: 'wallet on, all of the total', body: { wallet: true }, walletCents: 1_000_000 },
  { label: 'wallet off with a balance', body: { wallet: false }, walletCents: 1500 },
  {
    label: 'SAVE10, express and wallet',
    body: { coupon: 'SAVE10', shipping_type: 'fast', wallet: true },
    walletCents: 2000,
  },
];

describe('POST /v1/checkout/quote', () => {
  it.each(cases)('quotes exactly what the placed order charges: $label', async (testCase) => {
    const { token, body } = await shopperWithCart(testCase.walletCents);
    const choice = { ...body, ...testCase.body };
    const quoted = await quote(token, choice);
    expect(quoted.statusCode).toBe(200);
    const q = quoted.json().data as CheckoutQuote;
    const placed = await placeOrder(ctx.app, token, choice);
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data as Order;
    expect(q.final_price).toBe(order.final_price);
    expect({
      subtotal: q.subtotal,
      shipping: q.shipping_cost,
      discount: q.discount,
      total: q.price_after_discount,
      wallet: q.wallet_usage,
    }).toEqual({
      subtotal: order.total_amount,
      shipping: order.shipping_cost,
      discount: order.discount,
      total: order.price_after_discount,
      wallet: order.wallet_usage,
    });
    expect(q.item_count).toBe(3);
    // The per-line discounts add up to the discount, to the cent.
    const lineDiscounts = q.lines.reduce((sum, line) => sum + Math.round(line.discount * 100), 0);
    expect(lineDiscounts).toBe(Math.round(q.discount * 100));
  });

  it("shows a vendor coupon's discount on that seller's lines only", async () => {
    const { token } = await shopperWithCart();
    const q = (await quote(token, { shipping_type: 'normal', coupon: 'SCHUH15' })).json()
      .data as CheckoutQuote;
    const shoeLine = q.lines.find((line) => line.vendor.id === shoeVendorId);
    const otherLine = q.lines.find((line) => line.vendor.id !== shoeVendorId);
    expect(shoeLine?.discount).toBe(Math.round((shoeLine?.subtotal ?? 0) * 15) / 100);
    expect(otherLine?.discount).toBe(0);
    expect(q.vendor_discounts).toEqual([
      { vendor: shoeLine?.vendor, discount: shoeLine?.discount },
    ]);
    expect(q.coupon).toMatchObject({ code: 'SCHUH15', vendor_id: shoeVendorId });
    expect(shoeLine?.vendor.store_name_in_german).toBeTruthy();
    expect(shoeLine?.vendor.store_name_in_arabic).toBeTruthy();
  });

  it.each([
    ['an expired', 'WINTER20', 422, 'This coupon has expired.'],
    ['an unknown', 'NOPE', 422, 'Invalid coupon code'],
  ])('refuses %s coupon as placing the order does', async (_kind, code, status, message) => {
    const { token, body } = await shopperWithCart();
    const quoted = await quote(token, { shipping_type: 'normal', coupon: code });
    const placed = await placeOrder(ctx.app, token, { ...body, coupon: code });
    expect([quoted.statusCode, quoted.json().message]).toEqual([status, message]);
    expect([placed.statusCode, placed.json().message]).toEqual([status, message]);
    expect(quoted.json().errors).toEqual({ coupon: [message] });
  });

  it('changes nothing: the wallet, the coupon and the cart stay as they were', async () => {
    const { token } = await shopperWithCart(1500);
    const q = (await quote(token, { shipping_type: 'normal', wallet: true })).json()
      .data as CheckoutQuote;
    expect(q.wallet_balance).toBe(15);
    expect(q.wallet_usage).toBe(15);
    expect((await callAs(ctx.app, 'GET', '/v1/wallet', token)).json().data.balance).toBe(15);
    expect((await callAs(ctx.app, 'GET', '/v1/cart', token)).json().data).toHaveLength(2);
  });

  it('leaves out-of-stock items out of the quote and names them', async () => {
    const { token } = await shopperWithCart();
    const cart = (await callAs(ctx.app, 'GET', '/v1/cart', token)).json().data as CartItem[];
    const shoe = cart.find((item) => item.vendor.id === shoeVendorId);
    await variantWithStock(ctx, shoeItem.variantId, 0);
    try {
      const q = (await quote(token, { shipping_type: 'normal' })).json().data as CheckoutQuote;
      expect(q.excluded_item_ids).toEqual([shoe?.id]);
      expect(q.lines.map((line) => line.vendor.id)).not.toContain(shoeVendorId);
      expect(q.item_count).toBe(1);
    } finally {
      await variantWithStock(ctx, shoeItem.variantId, 500);
    }
  });

  it('finds no item for a visitor without a cart and for an empty cart', async () => {
    // Visitors may quote their own cart (issue 37); one without a cart has nothing to quote.
    const visitor = await quote('', { shipping_type: 'normal' });
    expect([visitor.statusCode, visitor.json().message]).toEqual([
      422,
      'No items available for checkout',
    ]);
    expect((await quote('x'.repeat(43), { shipping_type: 'normal' })).statusCode).toBe(401);
    const { token } = await newShopperWithAddress(ctx.app, 'quote-empty');
    const empty = await quote(token, { shipping_type: 'normal' });
    expect([empty.statusCode, empty.json().message]).toEqual([
      422,
      'No items available for checkout',
    ]);
  });
});

describe('GET /v1/cart', () => {
  it('names the seller of every item', async () => {
    const { token } = await shopperWithCart();
    const cart = (await callAs(ctx.app, 'GET', '/v1/cart', token)).json().data as CartItem[];
    expect(cart.map((item) => item.vendor.id).sort()).toEqual(
      [shoeVendorId, cart.find((item) => item.vendor.id !== shoeVendorId)?.vendor.id].sort(),
    );
    for (const item of cart) {
      expect(item.vendor.id).toBe(item.product.vendor_id);
      expect(item.vendor.store_name_in_german.length).toBeGreaterThan(0);
    }
  });
});

import type { Order, Paginated, WalletTransaction } from '@shop/shared-contracts/api/entities';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema-accounts';
import { products } from '../src/db/schema-catalog';
import { stockOf, variantWithStock } from './support/catalog-helpers';
import { callAs, createTestApp, login, OTHER, SHOPPER, type TestContext } from './support/test-app';

let ctx: TestContext;
let shopper: string;
let other: string;
let addressId: number;
beforeAll(async () => {
  // Standard shipping is charged on every cart here (the threshold has its own test file).
  ctx = await createTestApp({ freeShippingThresholdCents: 100_000_000 });
  shopper = await login(ctx.app, SHOPPER);
  other = await login(ctx.app, OTHER);
  addressId = (await call('GET', '/v1/address', shopper)).json().data[0].id;
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await call('GET', '/v1/clear/cart', shopper);
});

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  callAs(ctx.app, method, url, token, payload);
const setWallet = (cents: number) =>
  ctx.database.db.update(users).set({ walletCents: cents }).where(eq(users.email, SHOPPER.email));
const vendorOf = async (productId: number) =>
  (
    await ctx.database.db
      .select({ vendorId: products.vendorId })
      .from(products)
      .where(eq(products.id, productId))
  )[0]?.vendorId;

/** Puts `quantity` of a variant with plenty of stock in the shopper's cart. */
async function addToCart(variantId: number, quantity: number) {
  const variant = await variantWithStock(ctx, variantId, 50);
  const response = await call('POST', '/v1/cart', shopper, {
    product_id: variant.productId,
    product_variant_id: variantId,
    quantity,
  });
  expect(response.statusCode).toBe(200);
  return variant;
}
const order = (body: object) =>
  call('POST', '/v1/place-order', shopper, {
    address_id: addressId,
    shipping_type: 'normal',
    coupon: '',
    wallet: false,
    ...body,
  });

describe('placing orders', () => {
  it('prices the cart on the server with normal shipping and empties the ordered items', async () => {
    const a = await addToCart(1, 2);
    const response = await order({});
    expect(response.statusCode).toBe(201);
    const placed = response.json().data as Order;
    const subtotal = (a.priceCents * 2) / 100;
    expect(placed).toMatchObject({
      order_status: 'pending',
      payment_status: 'unpaid',
      shipping_type: 'normal',
      shipping_cost: 10,
      total_amount: subtotal,
      price_after_discount: subtotal + 10,
      wallet_usage: 0,
      final_price: subtotal + 10,
    });
    expect(placed.order_number).toMatch(/^ORD-\d{8}-\d{6}$/);
    expect(placed.items[0]).toMatchObject({ quantity: 2, unit_price: a.priceCents / 100 });
    expect(await stockOf(ctx, 1)).toBe(48);
    expect((await call('GET', '/v1/cart', shopper)).json().data).toEqual([]);
  });

  it('charges only in-stock items and leaves sold-out ones in the cart', async () => {
    const inStock = await addToCart(13, 1);
    await addToCart(14, 1);
    await variantWithStock(ctx, 14, 0);
    const placed = (await order({})).json().data as Order;
    expect(placed.total_amount).toBe(inStock.priceCents / 100);
    expect(placed.items.map((item) => item.product_variant.id)).toEqual([13]);
    const left = (await call('GET', '/v1/cart', shopper)).json().data;
    expect(
      left.map((item: { product_variant: { id: number } }) => item.product_variant.id),
    ).toEqual([14]);
  });

  it('charges fast shipping from get-prices', async () => {
    const prices = (await call('GET', '/v1/get-prices', shopper)).json().data;
    expect(prices).toEqual({ price: 10, fast_price: 20, free_shipping_threshold: 1_000_000 });
    await addToCart(2, 1);
    expect((await order({ shipping_type: 'fast' })).json().data.shipping_cost).toBe(20);
  });

  it('applies SAVE10 to everything and FIX5 once', async () => {
    const a = await addToCart(5, 3);
    const percent = (await order({ coupon: 'save10' })).json().data as Order;
    const subtotal = a.priceCents * 3;
    expect(percent.coupon_code).toBe('SAVE10');
    expect(percent.discount).toBe(Math.round(subtotal / 10) / 100);
    expect(percent.price_after_discount).toBe((subtotal + 1000 - Math.round(subtotal / 10)) / 100);
    await addToCart(5, 1);
    await addToCart(20, 2);
    const fixed = (await order({ coupon: 'FIX5' })).json().data as Order;
    expect(fixed.price_after_discount).toBe(fixed.total_amount + 10 - 5);
  });

  it("applies a vendor coupon only to that vendor's items", async () => {
    const coupon = (await call('POST', '/v1/get-coupon', shopper, { code: 'SCHUH15' })).json().data;
    expect(coupon).toMatchObject({
      discount_type: 'percentage',
      discount_amount: 15,
      vendor_id: expect.any(Number),
    });
    const products = (
      await ctx.app.inject({ method: 'GET', url: '/v1/products/search?per_page=100' })
    ).json().data.products.data as {
      id: number;
      vendor_id: number;
      variants: { id: number; price: number }[];
    }[];
    const vendorProduct = products.find((product) => product.vendor_id === coupon.vendor_id);
    const otherProduct = products.find((product) => product.vendor_id !== coupon.vendor_id);
    if (!vendorProduct?.variants[0] || !otherProduct?.variants[0])
      throw new Error('seed lacks products');
    await addToCart(otherProduct.variants[0].id, 1);
    const refused = await order({ coupon: 'SCHUH15' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('This coupon does not apply to the items in your cart.');
    const mixedVendor = await addToCart(vendorProduct.variants[0].id, 2);
    expect(await vendorOf(mixedVendor.productId)).toBe(coupon.vendor_id);
    const placed = (await order({ coupon: 'SCHUH15' })).json().data as Order;
    const discount = Math.round((mixedVendor.priceCents * 2 * 15) / 100) / 100;
    expect(placed.price_after_discount).toBeCloseTo(placed.total_amount + 10 - discount, 2);
  });

  it('rejects unknown, expired and used-up coupons with a message', async () => {
    await addToCart(6, 1);
    expect((await order({ coupon: 'NOPE' })).statusCode).toBe(422);
    expect((await order({ coupon: 'WINTER20' })).json().message).toBe('This coupon has expired.');
    expect((await order({ coupon: 'ONCEONLY' })).json().message).toBe(
      'This coupon has reached its usage limit.',
    );
    expect((await call('POST', '/v1/get-coupon', shopper, { code: 'WINTER20' })).statusCode).toBe(
      422,
    );
    expect((await call('POST', '/v1/get-coupon', shopper, { code: '' })).statusCode).toBe(422);
    expect((await call('GET', '/v1/cart', shopper)).json().data).toHaveLength(1);
  });

  it('uses the wallet partly, then pays fully from it', async () => {
    await setWallet(1500);
    const a = await addToCart(7, 1);
    const partial = (await order({ wallet: true })).json().data as Order;
    expect(partial.wallet_usage).toBe(15);
    expect(partial.final_price).toBe((a.priceCents + 1000 - 1500) / 100);
    expect(partial.payment_status).toBe('unpaid');
    expect((await call('GET', '/v1/wallet', shopper)).json().data.balance).toBe(0);
    await setWallet(100000);
    await addToCart(7, 1);
    const full = (await order({ wallet: true })).json().data as Order;
    expect(full).toMatchObject({
      final_price: 0,
      payment_status: 'paid',
      wallet_usage: (a.priceCents + 1000) / 100,
    });
    expect((await call('GET', '/v1/wallet', shopper)).json().data.balance).toBe(
      (100000 - a.priceCents - 1000) / 100,
    );
    const transactions = (await call('GET', '/v1/get-wallet-transactions', shopper)).json()
      .data as WalletTransaction[];
    expect(transactions[0]).toMatchObject({ type: 'order', amount: full.wallet_usage });
    expect(new Set(transactions.map((transaction) => transaction.type))).toEqual(
      new Set(['deposit', 'withdraw', 'order']),
    );
  });

  it("refuses an empty cart, another shopper's address and quantities above stock", async () => {
    const empty = await order({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('No items available for checkout');
    await addToCart(8, 3);
    const otherAddress = (
      await call('POST', '/v1/address', other, {
        title: 'B',
        country_id: 1,
        address: 'Weg 1',
        phone_number: '0301234',
      })
    ).json().data.id;
    expect((await order({ address_id: otherAddress })).statusCode).toBe(404);
    await variantWithStock(ctx, 8, 2);
    expect((await order({})).statusCode).toBe(409);
    expect(await stockOf(ctx, 8)).toBe(2);
    expect((await order({ shipping_type: 'slow' })).statusCode).toBe(422);
  });
});

describe('order history', () => {
  it("pages the shopper's orders and shows one with items, address and tracking", async () => {
    const page = (await call('GET', '/v1/orders?per_page=3', shopper)).json()
      .data as Paginated<Order>;
    expect(page).toMatchObject({ current_page: 1, per_page: 3 });
    expect(page.total).toBeGreaterThan(6);
    expect(page.last_page).toBe(Math.ceil(page.total / 3));
    const statuses = new Set(
      (await call('GET', '/v1/orders?per_page=100', shopper))
        .json()
        .data.data.map((o: Order) => o.order_status),
    );
    expect(statuses.size).toBeGreaterThanOrEqual(4);
    const tracked = (await call('GET', '/v1/orders?per_page=100', shopper))
      .json()
      .data.data.find((o: Order) => o.tracking_number) as Order;
    const detail = (await call('GET', `/v1/orders/${tracked.id}`, shopper)).json().data as Order;
    expect(detail.tracking_carrier).toBe('DHL');
    expect(detail.tracking_history.length).toBeGreaterThan(0);
    expect(detail.address.address).toBeTruthy();
    expect(detail.items.length).toBeGreaterThan(0);
  });

  it("answers 404 for another shopper's order and shows them nothing", async () => {
    const [mine] = (await call('GET', '/v1/orders', shopper)).json().data.data as Order[];
    expect((await call('GET', `/v1/orders/${mine?.id}`, other)).statusCode).toBe(404);
    expect((await call('GET', '/v1/orders', other)).json().data.total).toBe(0);
    expect((await call('GET', '/v1/wallet', other)).json().data.balance).toBe(0);
    expect((await call('GET', '/v1/get-wallet-transactions', other)).json().data).toEqual([]);
  });
});

import type { CartItem, Order, Product } from '@shop/shared-contracts/api/entities';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { variants } from '../src/db/schema-catalog';
import { variantWithStock } from './support/catalog-helpers';
import { callAs, createTestApp, login, SHOPPER, type TestContext } from './support/test-app';

// The production setting: catalogue answers may be up to one second old.
const CACHE_MS = 1000;
let ctx: TestContext;
let shopper: string;
let addressId: number;
beforeAll(async () => {
  ctx = await createTestApp({ catalogCacheMs: CACHE_MS });
  shopper = await login(ctx.app, SHOPPER);
  addressId = (await call('GET', '/v1/address')).json().data[0].id;
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await call('GET', '/v1/clear/cart');
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  callAs(ctx.app, method, url, shopper, payload);
const productPage = async (id: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/v1/products/${id}` })).json().data as Product;
const setVariant = (id: number, values: { priceCents?: number; stock?: number }) =>
  ctx.database.db.update(variants).set(values).where(eq(variants.id, id));
const placeOrder = () =>
  call('POST', '/v1/place-order', {
    address_id: addressId,
    shipping_type: 'normal',
    coupon: '',
    wallet: false,
  });

/**
 * Puts one unit of the product's first variant in the cart and reads the product page and the
 * cart once, so both are cached. Each test uses its own product, so no page is cached already.
 */
async function cachedInCart(productId: number) {
  const [first] = await ctx.database.db
    .select({ id: variants.id })
    .from(variants)
    .where(eq(variants.productId, productId))
    .orderBy(variants.id)
    .limit(1);
  if (!first) throw new Error(`product ${productId} has no variant`);
  const { priceCents } = await variantWithStock(ctx, first.id, 20);
  const added = await call('POST', '/v1/cart', {
    product_id: productId,
    product_variant_id: first.id,
    quantity: 1,
  });
  expect(added.statusCode).toBe(200);
  const before = await productPage(productId);
  await call('GET', '/v1/cart');
  const variantOn = (page: Product) => page.variants.find((variant) => variant.id === first.id);
  return { variantId: first.id, priceCents, before, variantOn };
}

describe('catalogue caching', () => {
  it('charges the database price at order time, whatever the cached product page says', async () => {
    const { variantId, priceCents, variantOn } = await cachedInCart(10);
    await setVariant(variantId, { priceCents: priceCents + 1234 });
    // Within the second the product page may still show the old price...
    expect(variantOn(await productPage(10))?.price).toBe(priceCents / 100);
    // ...the cart and the order never do.
    const cart = (await call('GET', '/v1/cart')).json().data as CartItem[];
    expect(cart[0]?.price).toBe((priceCents + 1234) / 100);
    expect(cart[0]?.product_variant.price).toBe((priceCents + 1234) / 100);
    const placed = await placeOrder();
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data as Order;
    expect(order.items[0]?.unit_price).toBe((priceCents + 1234) / 100);
    expect(order.total_amount).toBe((priceCents + 1234) / 100);
  });

  it('refuses an order for stock that is gone although the cached page still shows it', async () => {
    const { variantId, variantOn } = await cachedInCart(20);
    await setVariant(variantId, { stock: 0 });
    expect(variantOn(await productPage(20))?.stock).toBe(20);
    const cart = (await call('GET', '/v1/cart')).json().data as CartItem[];
    expect(cart[0]).toMatchObject({ out_of_stock: true, product_variant: { stock: 0 } });
    expect((await placeOrder()).statusCode).toBe(422);
  });

  it('shows a change on the product page within a second', async () => {
    const { variantId, priceCents, variantOn } = await cachedInCart(30);
    await setVariant(variantId, { priceCents: priceCents + 500 });
    await new Promise((resolve) => setTimeout(resolve, CACHE_MS + 50));
    expect(variantOn(await productPage(30))?.price).toBe((priceCents + 500) / 100);
  });

  it('never caches a missing product', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/products/999999' })).statusCode).toBe(
      404,
    );
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/v1/products/999999' })).json(),
    ).toMatchObject({ status: false });
  });
});

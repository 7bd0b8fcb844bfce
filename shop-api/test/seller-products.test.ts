import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { attributeValues, categories, products, variants } from '../src/db/schema-catalog';
import { addToCart, newShopperWithAddress, placeOrder } from './support/checkout-helpers';
import { givePicture } from './support/seller-helpers';
import {
  callAs,
  createTestApp,
  login,
  OPERATOR,
  type TestContext,
  VENDOR,
} from './support/test-app';

// The catalogue caches are off, so a change must show in the shop's very next answer.
let ctx: TestContext;
let vendor: string;
let vendorId: number;
let categoryId: number;
let red: number;
let blue: number;
let sizeM: number;
beforeAll(async () => {
  ctx = await createTestApp({ catalogCacheMs: 0 });
  vendor = await login(ctx.app, VENDOR);
  vendorId = (await callAs(ctx.app, 'GET', '/v1/seller/me', vendor)).json().data.vendor_id;
  const options = (await callAs(ctx.app, 'GET', '/v1/seller/options', vendor)).json().data;
  categoryId = options.categories.find(
    (c: { parent_id: number | null }) => c.parent_id !== null,
  ).id;
  [red, blue] = options.colors.map((c: { id: number }) => c.id);
  sizeM = options.sizes[0].id;
});
afterAll(() => ctx.close());

const form = (name: string, overrides: object = {}) => ({
  name_german: `Quokkamantel ${name}`,
  name_arabic: `معطف كوكا ${name}`,
  description_german: 'Warm und leicht.',
  description_arabic: 'دافئ وخفيف.',
  category_id: categoryId,
  variants: [
    { color_id: red, size_id: sizeM, price: 49.9, stock: 5 },
    { color_id: blue, size_id: sizeM, price: 39.5, stock: 0 },
  ],
  ...overrides,
});

const search = async (q: string) =>
  (await callAs(ctx.app, 'GET', `/v1/products/search?q=${encodeURIComponent(q)}`, null)).json().data
    .products;
const productPage = (id: number) => callAs(ctx.app, 'GET', `/v1/products/${id}`, null);

async function created(name: string) {
  const response = await callAs(ctx.app, 'POST', '/v1/seller/products', vendor, form(name));
  expect(response.statusCode).toBe(201);
  const product = response.json().data;
  await givePicture(ctx, product.id);
  return product;
}

describe('seller products', () => {
  it('creates a draft that the shop does not show, with its lowest price and filter keys', async () => {
    const product = await created('Alpha');
    expect(product.status).toBe('draft');
    expect(product.variants.map((v: { price: number }) => v.price)).toEqual([49.9, 39.5]);
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ minPriceCents: 3950, listed: false, vendorId });
    expect((await productPage(product.id)).statusCode).toBe(404);
    expect((await search('Quokkamantel Alpha')).total).toBe(0);
    const suggest = await callAs(ctx.app, 'GET', '/v1/products/suggest?q=Quokkamantel', null);
    expect(suggest.json().data.products).toHaveLength(0);
  });

  it('publishes into search, suggestions, the product page and the colour filter; unpublishes out', async () => {
    const product = await created('Beta');
    const published = await callAs(
      ctx.app,
      'POST',
      `/v1/seller/products/${product.id}/publish`,
      vendor,
    );
    expect(published.json().data.status).toBe('published');
    expect((await productPage(product.id)).statusCode).toBe(200);
    const found = await search('Quokkamantel Beta');
    expect(found.data.map((p: { id: number }) => p.id)).toContain(product.id);
    const suggest = await callAs(ctx.app, 'GET', '/v1/products/suggest?q=Quokkamantel', null);
    expect(suggest.json().data.products.map((p: { id: number }) => p.id)).toContain(product.id);
    const [redValue] = await ctx.database.db
      .select()
      .from(attributeValues)
      .where(eq(attributeValues.id, red));
    const byColour = await callAs(
      ctx.app,
      'GET',
      `/v1/products/search?q=Quokkamantel&color=${encodeURIComponent(redValue?.value ?? '')}&per_page=100`,
      null,
    );
    expect(byColour.json().data.products.data.map((p: { id: number }) => p.id)).toContain(
      product.id,
    );
    const home = (await callAs(ctx.app, 'GET', '/v1/products', null)).json().data;
    expect(home.recently_added.map((p: { id: number }) => p.id)).toContain(product.id);

    await callAs(ctx.app, 'POST', `/v1/seller/products/${product.id}/unpublish`, vendor);
    expect((await productPage(product.id)).statusCode).toBe(404);
    expect((await search('Quokkamantel Beta')).total).toBe(0);
    const homeAfter = (await callAs(ctx.app, 'GET', '/v1/products', null)).json().data;
    expect(homeAfter.recently_added.map((p: { id: number }) => p.id)).not.toContain(product.id);
  });

  it('refuses to publish without a picture or without stock, with the not_publishable code', async () => {
    const product = (
      await callAs(
        ctx.app,
        'POST',
        '/v1/seller/products',
        vendor,
        form('Gamma', {
          variants: [{ color_id: red, size_id: null, price: 10, stock: 0 }],
        }),
      )
    ).json().data;
    const refused = await callAs(
      ctx.app,
      'POST',
      `/v1/seller/products/${product.id}/publish`,
      vendor,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().codes).toEqual({ status: 'not_publishable' });
    expect(refused.json().message).toMatch(/picture/);
    await givePicture(ctx, product.id);
    const noStock = await callAs(
      ctx.app,
      'POST',
      `/v1/seller/products/${product.id}/publish`,
      vendor,
    );
    expect(noStock.json().codes).toEqual({ status: 'not_publishable' });
    expect(noStock.json().message).toMatch(/stock/);
  });

  it('answers every problem of a form with a code per field', async () => {
    const response = await callAs(
      ctx.app,
      'POST',
      '/v1/seller/products',
      vendor,
      form('Delta', {
        name_german: '  ',
        name_arabic: 'x'.repeat(201),
        category_id: 999999,
        variants: [
          { color_id: red, size_id: sizeM, price: 0, stock: 1 },
          { color_id: red, size_id: sizeM, price: 5, stock: 1.5 },
          { color_id: 999999, size_id: null, price: 100001, stock: -1 },
        ],
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().codes).toEqual({
      name_german: 'required',
      name_arabic: 'too_long',
      category_id: 'invalid',
      'variants.0.price': 'out_of_range',
      'variants.1.size_id': 'duplicate',
      'variants.1.stock': 'out_of_range',
      'variants.2.color_id': 'invalid',
      'variants.2.price': 'out_of_range',
      'variants.2.stock': 'out_of_range',
    });
    const none = await callAs(
      ctx.app,
      'POST',
      '/v1/seller/products',
      vendor,
      form('E', { variants: [] }),
    );
    expect(none.json().codes).toEqual({ variants: 'required' });
  });

  it('updates variants by id, adds new ones, deletes unordered ones and retires ordered ones', async () => {
    const product = await created('Zeta');
    await callAs(ctx.app, 'POST', `/v1/seller/products/${product.id}/publish`, vendor);
    const [ordered, unordered] = product.variants as { id: number }[];
    if (!ordered || !unordered) throw new Error('two variants');
    const { token, body } = await newShopperWithAddress(ctx.app, 'zetabuyer');
    await addToCart(ctx.app, token, { productId: product.id, variantId: ordered.id });
    expect((await placeOrder(ctx.app, token, body)).statusCode).toBe(201);

    const changed = await callAs(
      ctx.app,
      'PUT',
      `/v1/seller/products/${product.id}`,
      vendor,
      form('Zeta neu', {
        variants: [{ color_id: null, size_id: sizeM, price: 12.34, stock: 7 }],
      }),
    );
    expect(changed.statusCode).toBe(200);
    const data = changed.json().data;
    expect(data.name_german).toBe('Quokkamantel Zeta neu');
    expect(data.variants).toHaveLength(1);
    expect(data.variants[0]).toMatchObject({ price: 12.34, stock: 7, color_id: null });
    const rows = await ctx.database.db
      .select()
      .from(variants)
      .where(eq(variants.productId, product.id));
    expect(rows.find((v) => v.id === ordered.id)).toMatchObject({ retired: true, stock: 0 });
    expect(rows.find((v) => v.id === unordered.id)).toBeUndefined();
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.minPriceCents).toBe(1234);
    // The renamed product is found by its new name; the order still shows its line.
    expect((await search('Quokkamantel Zeta neu')).total).toBe(1);
    const orders = (await callAs(ctx.app, 'GET', '/v1/orders', token)).json().data;
    expect(JSON.stringify(orders)).toContain(String(product.id));

    const update = await callAs(
      ctx.app,
      'PUT',
      `/v1/seller/products/${product.id}`,
      vendor,
      form('Zeta', {
        variants: [{ id: data.variants[0].id, color_id: red, size_id: sizeM, price: 20, stock: 3 }],
      }),
    );
    expect(update.json().data.variants[0]).toMatchObject({
      id: data.variants[0].id,
      price: 20,
      stock: 3,
      color_id: red,
    });
    const foreign = await callAs(
      ctx.app,
      'PUT',
      `/v1/seller/products/${product.id}`,
      vendor,
      form('Zeta', {
        variants: [{ id: ordered.id, color_id: red, size_id: sizeM, price: 20, stock: 3 }],
      }),
    );
    expect(foreign.json().codes).toEqual({ 'variants.0.id': 'invalid' });
  });

  it('applies a stock change relative to what the form saw when stock_seen is sent', async () => {
    const product = await created('Eta');
    const [first] = product.variants as { id: number }[];
    if (!first) throw new Error('a variant');
    // Two units sold since the form showed 5.
    await ctx.database.db.update(variants).set({ stock: 3 }).where(eq(variants.id, first.id));
    const response = await callAs(
      ctx.app,
      'PUT',
      `/v1/seller/products/${product.id}`,
      vendor,
      form('Eta', {
        variants: [
          { id: first.id, color_id: red, size_id: sizeM, price: 49.9, stock: 15, stock_seen: 5 },
        ],
      }),
    );
    expect(response.json().data.variants[0].stock).toBe(13);
  });

  it('lists, searches in both languages and filters by status', async () => {
    const list = async (query: string) =>
      (await callAs(ctx.app, 'GET', `/v1/seller/products?${query}`, vendor)).json().data;
    expect((await list('q=Quokkamantel')).total).toBeGreaterThanOrEqual(5);
    expect((await list(`q=${encodeURIComponent('كوكا Alpha')}`)).data[0].name_german).toBe(
      'Quokkamantel Alpha',
    );
    const drafts = await list('status=draft&q=Quokkamantel');
    expect(drafts.data.every((p: { status: string }) => p.status === 'draft')).toBe(true);
    expect(drafts.data[0]).toHaveProperty('price');
  });

  it('takes a product out of carts and checkouts when it leaves the shop', async () => {
    const product = await created('Theta');
    await callAs(ctx.app, 'POST', `/v1/seller/products/${product.id}/publish`, vendor);
    const item = { productId: product.id, variantId: product.variants[0].id };
    const { token, body } = await newShopperWithAddress(ctx.app, 'thetabuyer');
    expect((await addToCart(ctx.app, token, item)).statusCode).toBe(200);
    await callAs(ctx.app, 'POST', `/v1/seller/products/${product.id}/unpublish`, vendor);
    const cart = (await callAs(ctx.app, 'GET', '/v1/cart', token)).json().data;
    expect(cart[0]).toMatchObject({ out_of_stock: true });
    const order = await placeOrder(ctx.app, token, body);
    expect(order.statusCode).toBe(422);
    const again = await addToCart(ctx.app, token, item);
    expect(again.statusCode).toBe(422);
    expect(again.json().codes).toEqual({ product_id: 'unavailable' });
  });

  it('hides a suspended store page and its products from the shop', async () => {
    const product = await created('Iota');
    await callAs(ctx.app, 'POST', `/v1/seller/products/${product.id}/publish`, vendor);
    const operator = await login(ctx.app, OPERATOR);
    await callAs(ctx.app, 'POST', `/v1/operator/vendors/${vendorId}/suspend`, operator, {
      reason: 'Checking',
    });
    expect((await callAs(ctx.app, 'GET', `/v1/vendors/${vendorId}`, null)).statusCode).toBe(404);
    expect((await productPage(product.id)).statusCode).toBe(404);
    const byVendor = await callAs(
      ctx.app,
      'GET',
      `/v1/products/search?vendor_id=${vendorId}`,
      null,
    );
    expect(byVendor.json().data.products.total).toBe(0);
    const listed = rowsOf<{ n: number }>(
      await ctx.database.db.execute(
        sql`SELECT count(*)::int AS n FROM products WHERE vendor_id = ${vendorId} AND listed`,
      ),
    );
    expect(Number(listed[0]?.n)).toBe(0);
    await callAs(ctx.app, 'POST', `/v1/operator/vendors/${vendorId}/reinstate`, operator);
    expect((await productPage(product.id)).statusCode).toBe(200);
    const profile = (await callAs(ctx.app, 'GET', `/v1/vendors/${vendorId}`, null)).json().data;
    expect(profile.products_count).toBeGreaterThan(0);
  });

  it('updates the store profile with per-field codes', async () => {
    const store = {
      store_name_in_german: 'Neuer Name',
      store_name_in_arabic: 'اسم جديد',
      description_german: 'Beschreibung',
      description_arabic: 'وصف',
    };
    const saved = await callAs(ctx.app, 'PUT', '/v1/seller/store', vendor, store);
    expect(saved.json().data).toMatchObject(store);
    const bad = await callAs(ctx.app, 'PUT', '/v1/seller/store', vendor, {
      ...store,
      store_name_in_german: ' ',
    });
    expect(bad.json().codes).toEqual({ store_name_in_german: 'required' });
    const [category] = await ctx.database.db.select().from(categories).limit(1);
    expect(category).toBeDefined();
  });
});

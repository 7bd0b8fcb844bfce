import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type {
  CartItem,
  HomeProductGroups,
  Product,
  ProductSearchResult,
  ProductSummary,
} from '@shop/shared-contracts/api/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantWithStock } from './support/catalog-helpers';
import { auth, createTestApp, login, SHOPPER, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

// Exactly the fields of the contract's ProductSummary and VariantSummary, nothing more.
const summaryKeys = [
  'average_rating',
  'category',
  'category_id',
  'created_at',
  'id',
  'images',
  'in_stock',
  'max_price',
  'min_price',
  'name_arabic',
  'name_german',
  'reviews_count',
  'variants',
  'vendor_id',
];
const variantKeys = ['color', 'id', 'is_out_of_stock', 'price', 'size', 'stock'];

function expectSummaries(products: ProductSummary[]) {
  expect(products.length).toBeGreaterThan(0);
  for (const product of products) {
    expect(Object.keys(product).sort()).toEqual(summaryKeys);
    expect(product.variants.length).toBeGreaterThan(0);
    for (const variant of product.variants)
      expect(Object.keys(variant).sort()).toEqual(variantKeys);
  }
}

describe('list answers', () => {
  it('answers search pages with product summaries, less than half the size of full products', async () => {
    const response = await get('/v1/products/search?per_page=15&page=2');
    const result = response.json().data as ProductSearchResult;
    expectSummaries(result.products.data);
    const withColour = result.products.data.flatMap((product) => product.variants);
    expect(withColour.some((variant) => /^#[0-9a-f]{6}$/.test(variant.color ?? ''))).toBe(true);
    const full = await Promise.all(
      result.products.data.map(async (product) => (await get(`/v1/products/${product.id}`)).body),
    );
    const fullBytes = full.reduce((sum, body) => sum + Buffer.byteLength(body), 0);
    // Every page also carries the sidebar (cached, the same for every query) and its counts.
    expect(result.filters.sort_options.length).toBeGreaterThan(0);
    expect(result.facets.colors.length).toBe(result.filters.colors.length);
    expect(Buffer.byteLength(JSON.stringify(result.products))).toBeLessThan(fullBytes / 2);
  });

  it('answers the home groups with product summaries', async () => {
    const groups = (await get('/v1/products')).json().data as HomeProductGroups;
    expectSummaries([...groups.best_sellers, ...groups.recently_added, ...groups.for_you]);
  });

  it('answers the cart with product summaries and the chosen variant named', async () => {
    const token = await login(ctx.app, SHOPPER);
    const { productId } = await variantWithStock(ctx, 7, 10);
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/v1/cart',
      headers: auth(token),
      payload: { product_id: productId, product_variant_id: 7, quantity: 1 },
    });
    expect(added.statusCode).toBe(200);
    const cart = (await get('/v1/cart', auth(token))).json().data as CartItem[];
    expectSummaries(cart.map((item) => item.product));
    expect(cart[0]?.product_variant.variant_values[0]).toMatchObject({
      variant_attribute: { name_german: expect.any(String) },
      name_german: expect.any(String),
    });
  });

  it('keeps the product page complete: descriptions and named attributes', async () => {
    const product = (await get('/v1/products/1')).json().data as Product;
    expect(product.description_german.length).toBeGreaterThan(20);
    expect(product.variants[0]?.attributes[0]).toMatchObject({
      type: 'color',
      type_values: { name_german: 'Farbe', name_arabic: 'اللون' },
      name_german: expect.any(String),
    });
  });
});

describe('compression', () => {
  it('compresses catalogue answers with brotli or gzip, as the client accepts', async () => {
    const plain = await get('/v1/products/search');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('/v1/products/search', {
      'accept-encoding': 'gzip, deflate, br',
      origin: 'http://localhost:3001',
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/origin/i);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const gzip = await get('/v1/products/search', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('compresses signed-in answers too', async () => {
    const token = await login(ctx.app, SHOPPER);
    const orders = await get('/v1/orders', { ...auth(token), 'accept-encoding': 'gzip' });
    expect(orders.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(orders.rawPayload).toString())).toMatchObject({ status: true });
    const cart = await get('/v1/cart', { ...auth(token), 'accept-encoding': 'gzip, deflate, br' });
    expect(cart.headers['content-encoding']).toBe('br');
    const plainCart = await get('/v1/cart', auth(token));
    expect(JSON.parse(brotliDecompressSync(cart.rawPayload).toString())).toEqual(plainCart.json());
  });

  it('leaves small answers uncompressed', async () => {
    const health = await get('/health', { 'accept-encoding': 'br' });
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});

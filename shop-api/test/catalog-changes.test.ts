import type { ProductSearchResult, ProductSummary } from '@shop/shared-contracts/api/entities';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../src/db/schema-catalog';
import { cancel } from './support/cancel-helpers';
import { addToCart, newShopperWithAddress, placeOrder } from './support/checkout-helpers';
import { givePicture } from './support/seller-helpers';
import { twoStores, variantOfStore } from './support/shipments-helpers';
import {
  callAs,
  createTestApp,
  login,
  OPERATOR,
  type TestContext,
  VENDOR,
} from './support/test-app';

// The production setting: listing pages are cached. Each write below goes through the API (or,
// for a category, the database) and the very next listing must show it: the cache is dropped
// when the write's notification is applied (migration 0069), not after a lifetime. `sync()`
// waits for exactly that, deterministically; with the old one-second cache every test fails.
let ctx: TestContext;
let stores: { first: number; second: number };
beforeAll(async () => {
  ctx = await createTestApp({ catalogCacheMs: 1000 });
  stores = await twoStores(ctx);
});
afterAll(() => ctx.close());

const search = async (query: string) => {
  const response = await callAs(ctx.app, 'GET', `/v1/products/search?${query}`, null);
  expect(response.statusCode).toBe(200);
  return response.json().data as ProductSearchResult;
};
const storePage = (vendorId: number) => search(`vendor_id=${vendorId}&per_page=100`);
const tile = (page: ProductSearchResult, id: number) =>
  page.products.data.find((product) => product.id === id);
const stockOn = (product: ProductSummary | undefined, variantId: number) =>
  product?.variants.find((variant) => variant.id === variantId)?.stock;
/** Every write committed so far is in this instance's index and caches. */
const applied = () => ctx.app.catalogChanges.sync();

describe('cached listing pages follow catalogue writes at once', () => {
  it("a sale changes the sold product's stock on its store's page, and nothing of the other store", async () => {
    const sold = await variantOfStore(ctx, stores.first);
    const other = await variantOfStore(ctx, stores.second);
    await applied();
    expect(stockOn(tile(await storePage(stores.first), sold.productId), sold.variantId)).toBe(40);
    const before = await storePage(stores.second);
    expect(stockOn(tile(before, other.productId), other.variantId)).toBe(40);

    const { token, body } = await newShopperWithAddress(ctx.app, 'changes-buyer');
    await addToCart(ctx.app, token, sold, 3);
    const placed = await placeOrder(ctx.app, token, body);
    expect(placed.statusCode).toBe(201);
    await applied();
    expect(stockOn(tile(await storePage(stores.first), sold.productId), sold.variantId)).toBe(37);
    const after = await storePage(stores.second);
    expect(stockOn(tile(after, other.productId), other.variantId)).toBe(40);
    expect(after.products.total).toBe(before.products.total);

    // Cancelling puts the units back on the tile.
    expect((await cancel(ctx, token, placed.json().data.id)).statusCode).toBe(200);
    await applied();
    expect(stockOn(tile(await storePage(stores.first), sold.productId), sold.variantId)).toBe(40);
  });

  it("a seller's new product, its price and its unpublishing show on the category page", async () => {
    const vendor = await login(ctx.app, VENDOR);
    const options = (await callAs(ctx.app, 'GET', '/v1/seller/options', vendor)).json().data;
    const categoryId = options.categories.find(
      (c: { parent_id: number | null }) => c.parent_id !== null,
    ).id as number;
    const listing = () => search(`category_id=${categoryId}&per_page=100`);
    const countBefore = (await listing()).products.total;
    const form = {
      name_german: 'Nachrichtenmantel',
      name_arabic: 'معطف الإشعار',
      description_german: 'Kommt sofort an.',
      description_arabic: 'يصل فورا.',
      category_id: categoryId,
      variants: [{ color_id: null, size_id: null, price: 30, stock: 4 }],
    };
    const created = await callAs(ctx.app, 'POST', '/v1/seller/products', vendor, form);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    await givePicture(ctx, id);
    const path = `/v1/seller/products/${id}`;
    expect((await callAs(ctx.app, 'POST', `${path}/publish`, vendor)).statusCode).toBe(200);
    await applied();
    const withIt = await listing();
    expect(withIt.products.total).toBe(countBefore + 1);
    expect(tile(withIt, id)?.min_price).toBe(30);

    const variantId = created.json().data.variants[0].id as number;
    const cheaper = { ...form, variants: [{ id: variantId, ...form.variants[0], price: 25 }] };
    expect((await callAs(ctx.app, 'PUT', path, vendor, cheaper)).statusCode).toBe(200);
    await applied();
    expect(tile(await listing(), id)?.min_price).toBe(25);

    expect((await callAs(ctx.app, 'POST', `${path}/unpublish`, vendor)).statusCode).toBe(200);
    await applied();
    expect(tile(await listing(), id)).toBeUndefined();
    expect((await listing()).products.total).toBe(countBefore);
  });

  it("a suspended store's products leave the listings; reinstated, they return", async () => {
    const operator = await login(ctx.app, OPERATOR);
    const everything = async () => (await search('per_page=1')).products.total;
    const theirs = (await storePage(stores.second)).products.total;
    const all = await everything();
    expect(theirs).toBeGreaterThan(0);
    const vendorPath = `/v1/operator/vendors/${stores.second}`;
    const suspended = await callAs(ctx.app, 'POST', `${vendorPath}/suspend`, operator, {
      reason: 'Checking the papers',
    });
    expect(suspended.statusCode).toBe(200);
    await applied();
    expect((await storePage(stores.second)).products.total).toBe(0);
    expect(await everything()).toBe(all - theirs);
    expect((await callAs(ctx.app, 'POST', `${vendorPath}/reinstate`, operator)).statusCode).toBe(
      200,
    );
    await applied();
    expect(await everything()).toBe(all);
  });

  it('a review changes the rating on the tile and the rating order', async () => {
    const { productId } = await variantOfStore(ctx, stores.second, 1);
    const rated = () => search(`vendor_id=${stores.second}&sort_by=rating&per_page=100`);
    const before = tile(await rated(), productId);
    expect(before).toBeDefined();
    const { token } = await newShopperWithAddress(ctx.app, 'changes-reviewer');
    const review = { product_id: productId, rating: 5, review: 'Kam schnell an.' };
    const added = await callAs(ctx.app, 'POST', '/v1/products/add-review', token, review);
    expect(added.statusCode).toBe(201);
    await applied();
    const after = await rated();
    expect(tile(after, productId)?.reviews_count).toBe((before?.reviews_count ?? 0) + 1);
    const ratings = after.products.data.map((product) => product.average_rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('a renamed category is renamed in the sidebar', async () => {
    const first = (await search('per_page=1')).filters.categories[0];
    if (!first) throw new Error('no category');
    await ctx.database.db
      .update(categories)
      .set({ nameGerman: 'Umbenannt' })
      .where(eq(categories.id, first.id));
    await applied();
    expect((await search('per_page=1')).filters.categories[0]?.name_german).toBe('Umbenannt');
  });
});

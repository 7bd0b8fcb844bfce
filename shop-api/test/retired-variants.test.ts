import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributeValues, variants } from '../src/db/schema-catalog';
import { addToCart, newShopperWithAddress, placeOrder } from './support/checkout-helpers';
import { givePicture } from './support/seller-helpers';
import { callAs, createTestApp, login, type TestContext, VENDOR } from './support/test-app';

// A variant its vendor removed after it was ordered is retired: never offered again, even when
// units come back to it (a cancelled order), while orders and carts that hold it still name it.
let ctx: TestContext;
let vendor: string;
let product: { id: number; variants: { id: number }[] };
let liveId: number;
let retiredId: number;
let retiredColor: string;
let lateBuyer: { token: string; body: object };
beforeAll(async () => {
  ctx = await createTestApp({ catalogCacheMs: 0 });
  vendor = await login(ctx.app, VENDOR);
  const options = (await callAs(ctx.app, 'GET', '/v1/seller/options', vendor)).json().data;
  const categoryId = options.categories.find(
    (c: { parent_id: number | null }) => c.parent_id !== null,
  ).id;
  const [red, blue] = options.colors.map((c: { id: number }) => c.id);
  const size = options.sizes[0].id;
  const form = (variantList: object[]) => ({
    name_german: 'Ruhestandsjacke',
    name_arabic: 'سترة التقاعد',
    description_german: 'Warm.',
    description_arabic: 'دافئة.',
    category_id: categoryId,
    variants: variantList,
  });
  const created = await callAs(
    ctx.app,
    'POST',
    '/v1/seller/products',
    vendor,
    form([
      { color_id: red, size_id: size, price: 30, stock: 5 },
      { color_id: blue, size_id: size, price: 20, stock: 5 },
    ]),
  );
  product = created.json().data;
  await givePicture(ctx, product.id);
  await callAs(ctx.app, 'POST', `/v1/seller/products/${product.id}/publish`, vendor);
  [liveId, retiredId] = product.variants.map((v) => v.id) as [number, number];
  const [blueRow] = await ctx.database.db
    .select({ value: attributeValues.value })
    .from(attributeValues)
    .where(eq(attributeValues.id, blue));
  retiredColor = blueRow?.value ?? '';

  // One shopper orders the blue variant, another only has it in the cart.
  const buyer = await newShopperWithAddress(ctx.app, 'retiredbuyer');
  await addToCart(ctx.app, buyer.token, { productId: product.id, variantId: retiredId });
  expect((await placeOrder(ctx.app, buyer.token, buyer.body)).statusCode).toBe(201);
  lateBuyer = await newShopperWithAddress(ctx.app, 'retiredlate');
  await addToCart(ctx.app, lateBuyer.token, { productId: product.id, variantId: retiredId });

  const saved = await callAs(
    ctx.app,
    'PUT',
    `/v1/seller/products/${product.id}`,
    vendor,
    form([{ id: liveId, color_id: red, size_id: size, price: 30, stock: 5 }]),
  );
  expect(saved.statusCode).toBe(200);
  // Units put back on the retired variant, as a cancelled order does.
  await ctx.database.db.update(variants).set({ stock: 3 }).where(eq(variants.id, retiredId));
});
afterAll(() => ctx.close());

describe('a retired variant', () => {
  it('is not on the product page', async () => {
    const page = (await callAs(ctx.app, 'GET', `/v1/products/${product.id}`, null)).json().data;
    expect(page.variants.map((v: { id: number }) => v.id)).toEqual([liveId]);
  });

  it('is not in search answers, facets or the sidebar', async () => {
    const search = async (query: string) =>
      (await callAs(ctx.app, 'GET', `/v1/products/search?${query}`, null)).json().data;
    const byName = await search('q=Ruhestandsjacke');
    expect(byName.products.total).toBe(1);
    const [tile] = byName.products.data;
    expect(tile.variants.map((v: { id: number }) => v.id)).toEqual([liveId]);
    const facet = byName.facets.colors.find((f: { value: string }) => f.value === retiredColor);
    expect(facet?.count ?? 0).toBe(0);
    const byColor = await search(`q=Ruhestandsjacke&color=${encodeURIComponent(retiredColor)}`);
    expect(byColor.products.total).toBe(0);
  });

  it('cannot be added to a cart', async () => {
    const { token } = await newShopperWithAddress(ctx.app, 'retiredadd');
    const added = await addToCart(ctx.app, token, { productId: product.id, variantId: retiredId });
    expect(added.statusCode).toBe(422);
    expect(added.json().codes).toEqual({ product_variant_id: 'retired' });
  });

  it('stays in a cart as unavailable, named, and is not charged', async () => {
    const cart = (await callAs(ctx.app, 'GET', '/v1/cart', lateBuyer.token)).json().data;
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ out_of_stock: true, product_variant: { id: retiredId } });
    expect(cart[0].product_variant.stock).toBe(0);
    const values = cart[0].product_variant.variant_values.map((v: { value: string }) => v.value);
    expect(values).toContain(retiredColor);
    const order = await placeOrder(ctx.app, lateBuyer.token, lateBuyer.body);
    expect(order.statusCode).toBe(422);
  });
});

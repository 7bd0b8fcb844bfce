import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema-accounts';
import { productImages, products, variants, vendors } from '../src/db/schema-catalog';
import {
  callAs,
  createTestApp,
  login,
  OPERATOR,
  OTHER,
  type TestContext,
  VENDOR,
} from './support/test-app';

// Each answer below carries a value a subquery finds for its own row (stock, first picture,
// product count). The expected values come from plain queries per row, and the rows must differ,
// so an answer that repeats one row's value on every row fails.
let ctx: TestContext;
let firstVendor: string;
let secondVendor: string;
beforeAll(async () => {
  ctx = await createTestApp({ catalogCacheMs: 0 });
  // The seed's second store gets `other@example.com` as its owner: two vendors, each with products.
  const db = ctx.database.db;
  const [second] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .orderBy(asc(vendors.id))
    .offset(1)
    .limit(1);
  const [other] = await db.select({ id: users.id }).from(users).where(eq(users.email, OTHER.email));
  if (!second || !other) throw new Error('the seed has two stores and other@example.com');
  await db.update(vendors).set({ ownerUserId: other.id }).where(eq(vendors.id, second.id));
  firstVendor = await login(ctx.app, VENDOR);
  secondVendor = await login(ctx.app, OTHER);
});
afterAll(() => ctx.close());

async function stockOf(productId: number) {
  const [row] = await ctx.database.db
    .select({ n: sql<number>`coalesce(sum(${variants.stock}), 0)::int` })
    .from(variants)
    .where(sql`${variants.productId} = ${productId} AND NOT ${variants.retired}`);
  return Number(row?.n);
}

async function firstPictureOf(productId: number) {
  const [row] = await ctx.database.db
    .select({ path: productImages.path })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id))
    .limit(1);
  return row ? `http://localhost:4000/storage/${row.path}` : null;
}

type Row = { id: number; stock: number; image: string | null };

describe('values a subquery finds for each row', () => {
  it("GET /v1/seller/products: each of two vendors' rows has its own stock and picture", async () => {
    const seen: Row[] = [];
    for (const token of [firstVendor, secondVendor]) {
      const response = await callAs(ctx.app, 'GET', '/v1/seller/products', token);
      expect(response.statusCode).toBe(200);
      const rows = response.json().data.data as Row[];
      expect(rows.length).toBeGreaterThan(1);
      for (const row of rows) {
        expect(row.stock, `stock of ${row.id}`).toBe(await stockOf(row.id));
        expect(row.image, `picture of ${row.id}`).toBe(await firstPictureOf(row.id));
      }
      seen.push(...rows);
    }
    expect(new Set(seen.map((row) => row.stock)).size).toBeGreaterThan(1);
    expect(new Set(seen.map((row) => row.image)).size).toBeGreaterThan(1);
  });

  it('GET /v1/products/suggest: each product has its own first picture', async () => {
    const response = await callAs(ctx.app, 'GET', '/v1/products/suggest?q=Schuhe', null);
    const found = response.json().data.products as { id: number; image_url: string | null }[];
    expect(found.length).toBeGreaterThan(1);
    for (const product of found) {
      expect(product.image_url, `picture of ${product.id}`).toBe(await firstPictureOf(product.id));
    }
    expect(new Set(found.map((product) => product.image_url)).size).toBeGreaterThan(1);
  });

  it('GET /v1/operator/vendors: each store counts its own products', async () => {
    const operator = await login(ctx.app, OPERATOR);
    const response = await callAs(ctx.app, 'GET', '/v1/operator/vendors', operator);
    const stores = response.json().data.data as { id: number; products: number }[];
    expect(stores.length).toBeGreaterThan(1);
    for (const store of stores) {
      const [row] = await ctx.database.db
        .select({ n: count() })
        .from(products)
        .where(eq(products.vendorId, store.id));
      expect(store.products, `products of store ${store.id}`).toBe(row?.n);
    }
    expect(new Set(stores.map((store) => store.products)).size).toBeGreaterThan(1);
  });
});

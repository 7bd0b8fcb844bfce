import type { ProductSearchResult } from '@shop/shared-contracts/api/entities';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantWithStock } from '../support/catalog-helpers';
import { twoStores, variantOfStore } from '../support/shipments-helpers';
import { createTestApp, secondInstance, type TestApp, type TestContext } from '../support/test-app';

// Two API processes on one PostgreSQL, each with its own search index and cached listing pages
// (the production setting). A write through one reaches the other only by PostgreSQL's
// NOTIFY (migration 0069): nothing else is shared. The other instance is waited for
// deterministically: `nextGeneration` resolves when it has applied a notification.
if (process.env.TEST_DB_KIND !== 'postgres') throw new Error('run this file on PostgreSQL only');

let ctx: TestContext;
let other: { app: TestApp; close(): Promise<void> };
beforeAll(async () => {
  ctx = await createTestApp({ catalogCacheMs: 1000 });
  other = await secondInstance(ctx);
});
afterAll(async () => {
  await other.close();
  await ctx.close();
});

const storePage = async (app: TestApp, vendorId: number, extra = '') => {
  const url = `/v1/products/search?vendor_id=${vendorId}&per_page=100${extra}`;
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json().data as ProductSearchResult;
};
const stockOf = (page: ProductSearchResult, productId: number, variantId: number) =>
  page.products.data
    .find((product) => product.id === productId)
    ?.variants.find((variant) => variant.id === variantId)?.stock;

describe('two API instances on one PostgreSQL', () => {
  it("see each other's catalogue writes through the notification, for the written product only", async () => {
    const { first, second } = await twoStores(ctx);
    const a = await variantOfStore(ctx, first);
    const b = await variantOfStore(ctx, second);
    await Promise.all([ctx.app.catalogChanges.sync(), other.app.catalogChanges.sync()]);
    // Both instances cache both stores' pages.
    for (const app of [ctx.app, other.app]) {
      expect(stockOf(await storePage(app, first), a.productId, a.variantId)).toBe(40);
      expect(stockOf(await storePage(app, second), b.productId, b.variantId)).toBe(40);
    }
    const seen = other.app.catalogChanges.generation;
    await variantWithStock(ctx, a.variantId, 7);
    await other.app.catalogChanges.nextGeneration(seen);
    expect(stockOf(await storePage(other.app, first), a.productId, a.variantId)).toBe(7);
    expect(stockOf(await storePage(other.app, second), b.productId, b.variantId)).toBe(40);
  });

  it('drop a sold-out product from the in-stock listing of the other instance', async () => {
    const { first } = await twoStores(ctx);
    const a = await variantOfStore(ctx, first, 1);
    await other.app.catalogChanges.sync();
    const inStock = (app: TestApp) => storePage(app, first, '&in_stock=1');
    const before = await inStock(other.app);
    const listed = before.products.data.some((product) => product.id === a.productId);
    expect(listed).toBe(true);
    const seen = other.app.catalogChanges.generation;
    // Every variant of the product sold out, through the first instance's database handle.
    await ctx.database.exec(`UPDATE variants SET stock = 0 WHERE product_id = ${a.productId}`);
    await other.app.catalogChanges.nextGeneration(seen);
    const after = await inStock(other.app);
    expect(after.products.data.some((product) => product.id === a.productId)).toBe(false);
    expect(after.products.total).toBe(before.products.total - 1);
  });

  it('a write that rolls back announces nothing: the sync barrier sees no change', async () => {
    const seen = other.app.catalogChanges.generation;
    const rolledBack = ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE variants SET stock = 1`);
      throw new Error('changed my mind');
    });
    await expect(rolledBack).rejects.toThrow('changed my mind');
    // sync() returns after every notification committed before it has arrived and been applied.
    await other.app.catalogChanges.sync();
    expect(other.app.catalogChanges.generation).toBe(seen);
  });
});

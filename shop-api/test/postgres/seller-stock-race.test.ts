import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../src/db/schema-shopping';
import { stockOf } from '../support/catalog-helpers';
import { addToCart, newShopperWithAddress, placeOrder } from '../support/checkout-helpers';
import { givePicture } from '../support/seller-helpers';
import { callAs, createTestApp, login, type TestContext, VENDOR } from '../support/test-app';

// A vendor changing a variant's stock while shoppers check it out. Checkouts lock the variant
// rows (FOR UPDATE) and check the quantity under the lock; the vendor's change locks the same
// rows and, with `stock_seen`, is applied relative to what is left then. So nothing is
// oversold and neither the vendor's change nor a sale is lost. Real concurrency needs
// PostgreSQL: PGlite runs one transaction at a time.
if (process.env.TEST_DB_KIND !== 'postgres') throw new Error('run this file on PostgreSQL only');

let ctx: TestContext;
let vendor: string;
let categoryId: number;
beforeAll(async () => {
  ctx = await createTestApp({ catalogCacheMs: 0 }, { poolSize: 20 });
  vendor = await login(ctx.app, VENDOR);
  const options = (await callAs(ctx.app, 'GET', '/v1/seller/options', vendor)).json().data;
  categoryId = options.categories[0].id;
});
afterAll(() => ctx.close());

const form = (variant: object) => ({
  name_german: 'Wettlaufjacke',
  name_arabic: 'سترة السباق',
  description_german: 'Schnell weg.',
  description_arabic: 'تنفد بسرعة.',
  category_id: categoryId,
  variants: [{ color_id: null, size_id: null, price: 30, ...variant }],
});

/** A published product with one variant of `stock`, and `n` shoppers with one unit each in the cart. */
async function race(stock: number, n: number, label: string) {
  const created = await callAs(ctx.app, 'POST', '/v1/seller/products', vendor, form({ stock }));
  expect(created.statusCode).toBe(201);
  const product = created.json().data;
  await givePicture(ctx, product.id);
  const published = await callAs(
    ctx.app,
    'POST',
    `/v1/seller/products/${product.id}/publish`,
    vendor,
  );
  expect(published.statusCode).toBe(200);
  const item = { productId: product.id as number, variantId: product.variants[0].id as number };
  const shoppers = [];
  for (let index = 0; index < n; index += 1) {
    const shopper = await newShopperWithAddress(ctx.app, `${label}${index}`);
    expect((await addToCart(ctx.app, shopper.token, item)).statusCode).toBe(200);
    shoppers.push(shopper);
  }
  return { product, item, shoppers };
}

const sold = async (variantId: number) =>
  (
    await ctx.database.db.select().from(orderItems).where(eq(orderItems.variantId, variantId))
  ).reduce((sum, row) => sum + row.quantity, 0);

describe('a vendor changing stock during checkouts, on PostgreSQL', () => {
  it('applies a relative change on top of the sales: never oversold, nothing lost', async () => {
    const { product, item, shoppers } = await race(10, 14, 'relrace');
    // The vendor's form showed 10; three units sell before they save, the rest while they do.
    const early = shoppers.slice(0, 3);
    for (const s of early)
      expect((await placeOrder(ctx.app, s.token, s.body)).statusCode).toBe(201);
    const results = await Promise.all([
      callAs(
        ctx.app,
        'PUT',
        `/v1/seller/products/${product.id}`,
        vendor,
        form({ id: item.variantId, stock: 15, stock_seen: 10 }),
      ),
      ...shoppers.slice(3).map((s) => placeOrder(ctx.app, s.token, s.body)),
    ]);
    expect(results[0]?.statusCode).toBe(200);
    const placed = 3 + results.slice(1).filter((r) => r.statusCode === 201).length;
    expect(results.slice(1).every((r) => [201, 409, 422].includes(r.statusCode))).toBe(true);
    const units = await sold(item.variantId);
    expect(units).toBe(placed);
    // The vendor added five units; every sale came out of the ten or the five, none twice.
    expect(await stockOf(ctx, item.variantId)).toBe(15 - units);
    expect(units).toBeGreaterThanOrEqual(10);
  });

  it('never oversells when the vendor sets the stock outright (compare nothing, last write wins)', async () => {
    const { product, item, shoppers } = await race(6, 10, 'absrace');
    const results = await Promise.all([
      ...shoppers.map((s) => placeOrder(ctx.app, s.token, s.body)),
      callAs(
        ctx.app,
        'PUT',
        `/v1/seller/products/${product.id}`,
        vendor,
        form({ id: item.variantId, stock: 2 }),
      ),
    ]);
    expect(results.at(-1)?.statusCode).toBe(200);
    const units = await sold(item.variantId);
    const left = await stockOf(ctx, item.variantId);
    expect(left).toBeGreaterThanOrEqual(0);
    // Sales before the vendor's write came out of the six, sales after it out of the two.
    expect(units).toBeLessThanOrEqual(6 + 2);
    expect(units + left).toBeLessThanOrEqual(6 + 2);
  });
});

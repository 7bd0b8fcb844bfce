import type { Review } from '@shop/shared-contracts/api/entities';
import type { ReviewPage, VendorProfile } from '@shop/shared-contracts/api/product-details';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { callAs, createTestApp, login, OTHER, SHOPPER, type TestContext } from './support/test-app';

let ctx: TestContext;
let shopper: string;
let other: string;
beforeAll(async () => {
  ctx = await createTestApp({ catalogCacheMs: 0 });
  [shopper, other] = await Promise.all([login(ctx.app, SHOPPER), login(ctx.app, OTHER)]);
});
afterAll(() => ctx.close());

const query = async <T>(text: ReturnType<typeof sql>) =>
  rowsOf<T>(await ctx.database.db.execute(text));

const reviewPage = async (productId: number, extra: object = {}) => {
  const response = await callAs(ctx.app, 'POST', '/v1/products/reviews', null, {
    product_id: productId,
    ...extra,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as ReviewPage;
};
const vendor = async (id: number) => {
  const response = await callAs(ctx.app, 'GET', `/v1/vendors/${id}`, null);
  return { status: response.statusCode, data: response.json().data as VendorProfile };
};
const review = (token: string, productId: number, rating: number, text: string) =>
  callAs(ctx.app, 'POST', '/v1/products/add-review', token, {
    product_id: productId,
    rating,
    review: text,
  });

/** A product of the seed whose reviews come from reviewers other than the two test shoppers. */
async function productOfVendor(vendorId: number, excluding: number[] = []) {
  const rows = await query<{ id: number }>(
    sql`SELECT id FROM products WHERE vendor_id = ${vendorId} ORDER BY id`,
  );
  const found = rows.find((row) => !excluding.includes(row.id));
  if (!found) throw new Error('no product');
  return found.id;
}

describe('the seller card', () => {
  it("sums up the vendor's products and their reviews and follows a new review", async () => {
    const [expected] = await query<{ products: number; reviews: number; average: number }>(sql`
      SELECT count(DISTINCT p.id)::int AS products, count(r.id)::int AS reviews,
        COALESCE(avg(r.rating), 0)::float8 AS average
      FROM products p LEFT JOIN reviews r ON r.product_id = p.id WHERE p.vendor_id = 1`);
    const before = await vendor(1);
    expect(before.status).toBe(200);
    expect(before.data).toMatchObject({
      id: 1,
      city: 'Berlin',
      store_name_in_german: 'Berliner Modehaus',
      products_count: expected?.products,
      reviews_count: expected?.reviews,
      store_logo_url: 'http://localhost:4000/storage/seed/vendors/1.svg',
    });
    expect(before.data.products_count).toBeGreaterThan(0);
    expect(before.data.average_rating).toBeCloseTo(expected?.average ?? -1, 2);
    expect(Number.isNaN(Date.parse(before.data.member_since))).toBe(false);

    const productId = await productOfVendor(1);
    expect((await review(other, productId, 1, 'Nicht gut.')).statusCode).toBe(201);
    const after = await vendor(1);
    const reviews = before.data.reviews_count + 1;
    expect(after.data.reviews_count).toBe(reviews);
    expect(after.data.average_rating).toBeCloseTo(
      (before.data.average_rating * before.data.reviews_count + 1) / reviews,
      1,
    );
  });

  it('answers 404 for an unknown vendor', async () => {
    expect((await vendor(999999)).status).toBe(404);
  });
});

describe('one review per shopper and product', () => {
  it('turns a second submission into an edit of the first', async () => {
    const productId = await productOfVendor(2);
    const before = await reviewPage(productId);
    const first = await review(shopper, productId, 2, 'Geht so.');
    expect(first.statusCode).toBe(201);
    const second = await review(shopper, productId, 5, '  Doch sehr gut!  ');
    expect(second.statusCode).toBe(200);
    expect(second.json().message).toBe('Review updated successfully.');
    expect(second.json().data.data).toMatchObject({ rating: 5, review: 'Doch sehr gut!' });

    const after = await reviewPage(productId);
    expect(after.total).toBe(before.total + 1);
    const mine = after.data.filter((item) => item.user.name === 'Sara Shopper');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ rating: 5, review: 'Doch sehr gut!' });
    // The edit is the newest review, so it leads the list.
    expect(after.data[0]?.id).toBe(first.json().data.data.id);
    expect(after.distribution['5']).toBe(before.distribution['5'] + 1);
    expect(after.distribution['2']).toBe(before.distribution['2']);

    const product = (await callAs(ctx.app, 'GET', `/v1/products/${productId}`, null)).json().data;
    expect(product.reviews_count).toBe(after.total);
    expect(product.average_rating).toBeCloseTo(after.average_rating, 2);
  });
});

describe('verified purchase', () => {
  it('marks reviews of shoppers who ordered the product, but not from a cancelled order', async () => {
    const [ordered] = await query<{ product_id: number }>(sql`
      SELECT oi.product_id FROM order_items oi JOIN orders o ON o.id = oi.order_id
      JOIN users u ON u.id = o.user_id
      WHERE u.email = ${SHOPPER.email} AND o.order_status <> 'cancelled' LIMIT 1`);
    if (!ordered) throw new Error('the seed has no order of the shopper');
    const kept = ordered.product_id;

    const bought = (await review(shopper, kept, 4, 'Gekauft und zufrieden.')).json().data
      .data as Review;
    expect(bought.verified_purchase).toBe(true);
    const notBought = (await review(other, kept, 3, 'Nur angeschaut.')).json().data.data as Review;
    expect(notBought.verified_purchase).toBe(false);
    const listed = (await reviewPage(kept)).data;
    expect(listed.find((item) => item.id === bought.id)?.verified_purchase).toBe(true);
    expect(listed.find((item) => item.id === notBought.id)?.verified_purchase).toBe(false);

    await ctx.database.db.execute(sql`
      UPDATE orders SET order_status = 'cancelled' WHERE id IN (
        SELECT order_id FROM order_items WHERE product_id = ${kept})`);
    const afterCancel = (await reviewPage(kept)).data;
    expect(afterCancel.find((item) => item.id === bought.id)?.verified_purchase).toBe(false);
  });
});

describe('the review list', () => {
  it('pages the reviews newest first and counts every rating over all pages', async () => {
    const [busiest] = await query<{ product_id: number; n: number }>(sql`
      SELECT product_id, count(*)::int AS n FROM reviews GROUP BY product_id
      ORDER BY count(*) DESC, product_id LIMIT 1`);
    if (!busiest || busiest.n < 3) throw new Error('the seed has no product with 3 reviews');
    const perPage = busiest.n - 1;
    const first = await reviewPage(busiest.product_id, { per_page: perPage });
    const second = await reviewPage(busiest.product_id, { per_page: perPage, page: 2 });
    expect(first).toMatchObject({ total: busiest.n, last_page: 2, current_page: 1 });
    expect(first.data).toHaveLength(perPage);
    expect(second.data).toHaveLength(1);
    const all = [...first.data, ...second.data];
    const dates = all.map((item) => Date.parse(item.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const counted = Object.values(first.distribution).reduce((sum, n) => sum + n, 0);
    expect(counted).toBe(busiest.n);
    for (const rating of [1, 2, 3, 4, 5] as const) {
      expect(first.distribution[rating]).toBe(all.filter((item) => item.rating === rating).length);
    }
    const mean = all.reduce((sum, item) => sum + item.rating, 0) / all.length;
    expect(first.average_rating).toBeCloseTo(mean, 2);
  });

  it('refuses pages beyond its bounds', async () => {
    const response = await callAs(ctx.app, 'POST', '/v1/products/reviews', null, {
      product_id: 1,
      per_page: 500,
    });
    expect(response.statusCode).toBe(422);
  });
});

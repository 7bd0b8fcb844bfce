import type { Review } from '@shop/shared-contracts/api/entities';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { callAs, createTestApp, login, OTHER, SHOPPER, type TestContext } from './support/test-app';

let ctx: TestContext;
let shopper: string;
let other: string;
/** A seeded product that others reviewed but neither test shopper did. */
let productId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  [shopper, other] = await Promise.all([login(ctx.app, SHOPPER), login(ctx.app, OTHER)]);
  const [row] = rowsOf<{ id: number }>(
    await ctx.database.db.execute(sql`
      SELECT r.product_id AS id FROM reviews r
      GROUP BY r.product_id
      HAVING bool_and(r.user_id NOT IN (
        SELECT id FROM users WHERE email IN (${SHOPPER.email}, ${OTHER.email})))
      ORDER BY r.product_id LIMIT 1`),
  );
  if (!row) throw new Error('the seed has no product reviewed by others only');
  productId = row.id;
});
afterAll(() => ctx.close());

const myReview = (token: string | null, body: object) =>
  callAs(ctx.app, 'POST', '/v1/products/my-review', token, body);
const mine = async (token: string) => {
  const response = await myReview(token, { product_id: productId });
  expect(response.statusCode).toBe(200);
  expect(response.json().status).toBe(true);
  return response.json().data as Review | null;
};
const addReview = async (token: string, rating: number, review: string) => {
  const response = await callAs(ctx.app, 'POST', '/v1/products/add-review', token, {
    product_id: productId,
    rating,
    review,
  });
  expect([200, 201]).toContain(response.statusCode);
  return response.json().data.data as Review;
};

describe("the shopper's own review of a product", () => {
  it('is null before reviewing, the review after, and the new text after a second review', async () => {
    const before = await myReview(shopper, { product_id: productId });
    expect(before.json()).toMatchObject({ status: true, data: null });

    const added = await addReview(shopper, 2, 'Die Naht löst sich.');
    expect(await mine(shopper)).toEqual({
      id: added.id,
      product_id: productId,
      user: { name: 'Sara Shopper' },
      rating: 2,
      review: 'Die Naht löst sich.',
      created_at: added.created_at,
      verified_purchase: added.verified_purchase,
    });

    await addReview(shopper, 4, 'Nach dem Umtausch passt alles.');
    expect(await mine(shopper)).toMatchObject({
      id: added.id,
      rating: 4,
      review: 'Nach dem Umtausch passt alles.',
    });
  });

  it("answers only the caller's own review, never another shopper's", async () => {
    expect(await mine(other)).toBeNull();
    await addReview(other, 5, 'Von mir, nicht von Sara.');
    const theirs = await mine(other);
    const saras = await mine(shopper);
    expect(theirs).toMatchObject({ review: 'Von mir, nicht von Sara.', rating: 5 });
    expect(saras).toMatchObject({ user: { name: 'Sara Shopper' } });
    expect(saras?.review).not.toBe(theirs?.review);
    expect(saras?.id).not.toBe(theirs?.id);
    // The shopper comes from the token alone: naming another shopper in the body changes nothing.
    const [otherUser] = rowsOf<{ id: number }>(
      await ctx.database.db.execute(sql`SELECT id FROM users WHERE email = ${OTHER.email}`),
    );
    expect(otherUser?.id).toEqual(expect.any(Number));
    const named = await myReview(shopper, { product_id: productId, user_id: otherUser?.id });
    expect(named.json().data).toEqual(saras);
  });

  it('needs a signed-in shopper', async () => {
    const response = await myReview(null, { product_id: productId });
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe(false);
  });

  it('answers 404 for a product that does not exist', async () => {
    const response = await myReview(shopper, { product_id: 999999 });
    expect(response.statusCode).toBe(404);
    expect(response.json().status).toBe(false);
  });

  it('refuses a product id that is not a positive whole number as invalid input (422)', async () => {
    for (const body of [{}, { product_id: 0 }, { product_id: -3 }, { product_id: 'abc' }]) {
      const response = await myReview(shopper, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors, JSON.stringify(body)).toHaveProperty('product_id');
    }
  });
});

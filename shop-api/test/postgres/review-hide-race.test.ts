import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { products } from '../../src/db/schema-catalog';
import {
  callAs,
  createTestApp,
  login,
  OPERATOR,
  SHOPPER,
  type TestContext,
} from '../support/test-app';

// Races need real concurrent transactions: PGlite runs one at a time and would hide them.
if (process.env.TEST_DB_KIND !== 'postgres') throw new Error('run this file on PostgreSQL only');

let ctx: TestContext;
let shopper: string;
let operator: string;
let productIds: number[];
const ROUNDS = 12;

beforeAll(async () => {
  ctx = await createTestApp({}, { poolSize: 20 });
  [shopper, operator] = await Promise.all([login(ctx.app, SHOPPER), login(ctx.app, OPERATOR)]);
  // A product per round: once hidden, the shopper may not review that product again.
  const rows = await ctx.database.db
    .select({ id: products.id })
    .from(products)
    .orderBy(products.id)
    .limit(ROUNDS);
  productIds = rows.map((row) => row.id);
  expect(productIds).toHaveLength(ROUNDS);
});
afterAll(() => ctx.close());

const post = (productId: number, review: string) =>
  callAs(ctx.app, 'POST', '/v1/products/add-review', shopper, {
    product_id: productId,
    review,
    rating: 2,
  });

/** The author's visible reviews of the product, and the product's count against the table's. */
async function stateOf(productId: number) {
  const [row] = rowsOf<{ visible: string; hidden: string; counted: number; real: string }>(
    await ctx.database.db.execute(sql`
      SELECT
        (SELECT count(*) FROM reviews r JOIN users u ON u.id = r.user_id
          WHERE r.product_id = ${productId} AND u.email = ${SHOPPER.email}) AS visible,
        (SELECT count(*) FROM hidden_reviews h JOIN users u ON u.id = h.user_id
          WHERE h.product_id = ${productId} AND u.email = ${SHOPPER.email}) AS hidden,
        p.reviews_count AS counted,
        (SELECT count(*) FROM reviews WHERE product_id = ${productId}) AS real
      FROM products p WHERE p.id = ${productId}`),
  );
  if (!row) throw new Error(`product ${productId} missing`);
  return {
    visible: Number(row.visible),
    hidden: Number(row.hidden),
    countRight: Number(row.counted) === Number(row.real),
  };
}

describe('an operator hiding a review while its author writes again, on PostgreSQL', () => {
  it('never leaves a visible review of that author on that product', async () => {
    const outcomes = new Set<string>();
    for (const [round, productId] of productIds.entries()) {
      const first = await post(productId, `Spam ${round}`);
      expect(first.statusCode).toBeLessThan(300);
      const reviewId = first.json().data.data.id as number;
      // The hide and two submissions of the author (edits of the review being hidden) at once.
      const [hidden, ...edits] = await Promise.all([
        callAs(ctx.app, 'POST', `/v1/operator/reviews/${reviewId}/hide`, operator, {
          reason: 'Spam',
        }),
        post(productId, `Spam again ${round}`),
        post(productId, `Spam once more ${round}`),
      ]);
      expect(hidden.statusCode).toBe(200);
      for (const edit of edits) {
        expect([200, 409]).toContain(edit.statusCode);
        if (edit.statusCode === 409)
          expect(edit.json().codes).toEqual({ review: 'review_removed' });
      }
      outcomes.add(edits.map((edit) => edit.statusCode).join(','));
      expect(await stateOf(productId)).toEqual({ visible: 0, hidden: 1, countRight: true });
      // And afterwards the author stays out.
      expect((await post(productId, `Later ${round}`)).statusCode).toBe(409);
      expect((await stateOf(productId)).visible).toBe(0);
    }
    // Both orders happened at least once: an edit before the hide (200) and one after it (409).
    expect([...outcomes].join(' ')).toMatch(/409/);
  });
});

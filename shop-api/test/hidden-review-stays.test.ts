import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema-catalog';
import {
  callAs,
  createTestApp,
  login,
  OPERATOR,
  OTHER,
  SHOPPER,
  type TestContext,
} from './support/test-app';

// An operator hid a shopper's review: the shopper may not post another on the same product.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const REMOVED = { review: 'review_removed' };

describe('a hidden review', () => {
  it('stays hidden: its author can neither post nor read a new one, others still can', async () => {
    const [shopper, other, operator] = await Promise.all([
      login(ctx.app, SHOPPER),
      login(ctx.app, OTHER),
      login(ctx.app, OPERATOR),
    ]);
    const [product] = await ctx.database.db.select({ id: products.id }).from(products).limit(1);
    if (!product) throw new Error('the seed has products');
    const add = (token: string, review: string) =>
      callAs(ctx.app, 'POST', '/v1/products/add-review', token, {
        product_id: product.id,
        review,
        rating: 1,
      });
    const added = await add(shopper, 'Spam spam spam');
    expect(added.statusCode).toBeLessThan(300);
    const reviewId = added.json().data.data.id as number;
    const hidden = await callAs(
      ctx.app,
      'POST',
      `/v1/operator/reviews/${reviewId}/hide`,
      operator,
      {
        reason: 'Spam',
      },
    );
    expect(hidden.statusCode).toBe(200);

    const again = await add(shopper, 'Spam again');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: false, codes: REMOVED });
    const page = await callAs(ctx.app, 'POST', '/v1/products/reviews', null, {
      product_id: product.id,
      per_page: 50,
    });
    expect(JSON.stringify(page.json().data.data)).not.toContain('Spam again');

    const mine = await callAs(ctx.app, 'POST', '/v1/products/my-review', shopper, {
      product_id: product.id,
    });
    expect(mine.statusCode).toBe(409);
    expect(mine.json().codes).toEqual(REMOVED);

    const others = await add(other, 'Gute Jacke, passt.');
    expect(others.statusCode).toBeLessThan(300);
  });
});

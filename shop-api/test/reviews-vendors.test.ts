import type { Product, Review } from '@shop/shared-contracts/api/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_PNG, multipart, PDF, PNG, VENDOR_FIELDS } from './support/multipart';
import { auth, createTestApp, login, OTHER, SHOPPER, type TestContext } from './support/test-app';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  token = await login(ctx.app, SHOPPER);
});
afterAll(() => ctx.close());

const reviewsOf = async (productId: number) =>
  (
    await ctx.app.inject({
      method: 'POST',
      url: '/v1/products/reviews',
      payload: { product_id: productId },
    })
  ).json().data.data as Review[];
const addReview = (payload: object, withToken = true) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/products/add-review',
    payload,
    headers: withToken ? auth(token) : {},
  });

describe('reviews', () => {
  it("lists a product's reviews and 404s unknown products", async () => {
    const reviews = await reviewsOf(2);
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews[0]).toMatchObject({
      product_id: 2,
      user: { name: expect.any(String) },
      rating: expect.any(Number),
    });
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/v1/products/reviews',
      payload: { product_id: 999999 },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('adds a review for a signed-in shopper and keeps the average right', async () => {
    expect((await addReview({ product_id: 1, rating: 5, review: 'Toll' }, false)).statusCode).toBe(
      401,
    );
    expect((await addReview({ product_id: 1, rating: 0, review: 'Toll' })).statusCode).toBe(422);
    expect((await addReview({ product_id: 1, rating: 6, review: 'Toll' })).statusCode).toBe(422);
    const blank = await addReview({ product_id: 1, rating: 4, review: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().message).toBe('Please write a review');
    const before = await reviewsOf(1);
    const added = await addReview({ product_id: 1, rating: 1, review: '  Leider zu klein.  ' });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.data).toMatchObject({
      rating: 1,
      review: 'Leider zu klein.',
      user: { name: 'Sara Shopper' },
    });
    const after = await reviewsOf(1);
    expect(after).toHaveLength(before.length + 1);
    const product = (await ctx.app.inject({ method: 'GET', url: '/v1/products/1' })).json()
      .data as Product;
    const expected = after.reduce((sum, review) => sum + review.rating, 0) / after.length;
    expect(product.average_rating).toBeCloseTo(expected, 2);
    expect(product.reviews_count).toBe(after.length);
  });
});

const apply = (parts: Parameters<typeof multipart>[0], as = token) => {
  const body = multipart(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/v1/vendors',
    payload: body.payload,
    headers: { ...body.headers, ...auth(as) },
  });
};

describe('vendor applications', () => {
  it('records a valid application as under review and keeps its logo private', async () => {
    const response = await apply([
      ...VENDOR_FIELDS,
      { name: 'store_logo', value: LOGO_PNG, filename: 'logo.png', type: 'image/png' },
      { name: 'store_id', value: PDF, filename: 'id.pdf', type: 'application/pdf' },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message:
        'Your vendor application has been submitted and is now under review. We will contact you shortly.',
      data: {
        status: 'under_review',
        store_type: 'retail',
        // Written anew as a WebP (vendor-logo-private.test.ts), public once approved.
        store_logo: expect.stringMatching(/^vendor-logos\/.+\.webp$/),
      },
    });
    const logo = await ctx.app.inject({
      method: 'GET',
      url: `/storage/${response.json().data.store_logo}`,
    });
    expect(logo.statusCode).toBe(404);
  });

  // A shopper without a pending application: one under review is refused before any check.
  it('checks files by their bytes, not their names, and reports missing fields', async () => {
    const other = await login(ctx.app, OTHER);
    const fake = await apply(
      [
        ...VENDOR_FIELDS,
        { name: 'store_logo', value: PDF, filename: 'logo.png', type: 'image/png' },
        { name: 'store_id', value: Buffer.from('MZ executable'), filename: 'id.pdf' },
      ],
      other,
    );
    expect(fake.statusCode).toBe(422);
    expect(Object.keys(fake.json().errors).sort()).toEqual(['store_id', 'store_logo']);
    const empty = await apply([{ name: 'store_type', value: 'casino' }], other);
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(
      expect.arrayContaining(['store_name_in_german', 'store_type', 'store_logo', 'store_id']),
    );
  });

  it('refuses files above 5 MB and non-multipart bodies', async () => {
    const other = await login(ctx.app, OTHER);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const response = await apply(
      [
        ...VENDOR_FIELDS,
        { name: 'store_logo', value: big, filename: 'big.png' },
        { name: 'store_id', value: PDF, filename: 'id.pdf' },
      ],
      other,
    );
    expect([413, 422]).toContain(response.statusCode);
    expect(response.json().status).toBe(false);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/v1/vendors',
      payload: { store_type: 'retail' },
      headers: auth(token),
    });
    expect(json.statusCode).toBe(415);
  });
});

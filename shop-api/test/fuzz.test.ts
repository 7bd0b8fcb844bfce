import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, login, SHOPPER, type TestContext } from './support/test-app';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  token = await login(ctx.app, SHOPPER);
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const routes: [Method, string][] = [
  ['POST', '/v1/login'],
  ['POST', '/v1/register'],
  ['POST', '/v1/forgot-password'],
  ['GET', '/v1/profile'],
  ['POST', '/v1/profile/update'],
  ['DELETE', '/v1/profile/devices/{id}'],
  ['GET', '/v1/categories'],
  ['GET', '/v1/products'],
  ['GET', '/v1/products/search'],
  ['GET', '/v1/products/{id}'],
  ['GET', '/v1/vendors/{id}'],
  ['POST', '/v1/vendors'],
  ['POST', '/v1/products/reviews'],
  ['POST', '/v1/products/add-review'],
  ['GET', '/v1/cart'],
  ['POST', '/v1/cart'],
  ['PUT', '/v1/cart/{id}'],
  ['DELETE', '/v1/cart/{id}'],
  ['GET', '/v1/clear/cart'],
  ['GET', '/v1/wishlist'],
  ['POST', '/v1/wishlist'],
  ['DELETE', '/v1/wishlist/{id}'],
  ['GET', '/v1/clear/clear'],
  ['GET', '/v1/address'],
  ['POST', '/v1/address'],
  ['PUT', '/v1/address/{id}'],
  ['DELETE', '/v1/address/{id}'],
  ['POST', '/v1/address/{id}/set-default'],
  ['POST', '/v1/get-coupon'],
  ['POST', '/v1/place-order'],
  ['GET', '/v1/wallet'],
  ['GET', '/v1/get-wallet-transactions'],
  ['GET', '/v1/get-prices'],
  ['GET', '/v1/orders'],
  ['GET', '/v1/orders/{id}'],
];

const id = fc.oneof(
  fc.integer({ min: -5, max: 200 }).map(String),
  fc.constantFrom('0', '1', '2147483648', '99999999999999999999', '1.5', '1e3', 'abc', '%00', '-0'),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);
const field = fc.constantFrom(
  'email',
  'password',
  'name',
  'product_id',
  'product_variant_id',
  'quantity',
  'rating',
  'review',
  'code',
  'coupon',
  'address_id',
  'shipping_type',
  'wallet',
  'country_id',
  'address',
  'phone_number',
  'is_default',
  'remember_me',
  'title',
);
const value = fc.oneof(
  fc.integer({ min: -3, max: 100 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('shopper@example.com', 'SAVE10', 'fast', 'normal', 'Shopper123!', '', ' '),
  fc.array(fc.integer(), { maxLength: 3 }),
);
const body = fc.oneof(fc.dictionary(field, value, { maxKeys: 6 }), fc.jsonValue({ maxDepth: 2 }));
const query = fc.dictionary(
  fc.constantFrom(
    'category_id',
    'color',
    'color[]',
    'size',
    'price_from',
    'price_to',
    'sort_by',
    'page',
    'per_page',
    'q',
    'x',
  ),
  fc.oneof(fc.string({ maxLength: 20 }), fc.integer({ min: -10, max: 1000 }).map(String)),
  { maxKeys: 5 },
);

describe('random input', () => {
  it('never answers 5xx on any route', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        id,
        body,
        query,
        fc.boolean(),
        async ([method, path], idValue, payload, params, signedIn) => {
          const url = `${path.replace('{id}', idValue)}?${new URLSearchParams(params as Record<string, string>).toString()}`;
          const response = await ctx.app.inject({
            method,
            url,
            headers: signedIn ? auth(token) : {},
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload: payload as object }),
          });
          expect(
            response.statusCode,
            `${method} ${url} ${JSON.stringify(payload)} -> ${response.body}`,
          ).toBeLessThan(500);
          const envelope = response.json();
          expect(typeof envelope.status).toBe('boolean');
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 400) },
    );
  });

  it('answers malformed bodies and unknown routes with a 4xx envelope', async () => {
    const raw = await ctx.app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toEqual({ status: false, message: 'The request body is not valid JSON.' });
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: 'email=a',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().status).toBe(false);
    // The random run may have logged this token out, so sign in afresh.
    const fresh = await login(ctx.app, SHOPPER);
    const emptyJson = { 'content-type': 'application/json', ...auth(fresh) };
    const setDefault = await ctx.app.inject({
      method: 'POST',
      url: '/v1/address/1/set-default',
      headers: emptyJson,
    });
    expect(setDefault.statusCode).toBe(200);
    const emptyLogin = await ctx.app.inject({
      method: 'POST',
      url: '/v1/login',
      headers: emptyJson,
    });
    expect(emptyLogin.statusCode).toBe(422);
    const missing = await ctx.app.inject({ method: 'GET', url: '/v1/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().status).toBe(false);
  });
});

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

/** Every route the OpenAPI document lists (so a new route is fuzzed without editing this file). */
async function documentedRoutes(): Promise<[Method, string][]> {
  const document = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .map((method) => method.toUpperCase())
      .filter((method): method is Method => ['GET', 'POST', 'PUT', 'DELETE'].includes(method))
      .map((method): [Method, string] => [method, path]),
  );
}

// 10,000 requests on PGlite in CI; PostgreSQL (the second run of the suite) repeats a tenth of
// them to keep CI affordable. FUZZ_RUNS asks for more, FUZZ_SEED replays a reported failure.
const runs = Number(
  process.env.FUZZ_RUNS ?? (process.env.TEST_DB_KIND === 'postgres' ? 1_000 : 10_000),
);
const seed = Number(process.env.FUZZ_SEED ?? 20_261_123);
const HANG_MS = 10_000;

// Values the 2026 audit found reaching the database: NUL bytes and numbers that are not finite.
const nasty = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '1e400',
  '-1e400',
  'Infinity',
  '-Infinity',
  'NaN',
  '   ',
  '\t\n',
  '\uFFFF',
  '\uD800',
  '%',
  "'; DROP TABLE users; --",
);
const id = fc.oneof(
  fc.integer({ min: -5, max: 200 }).map(String),
  fc.constantFrom('0', '1', '2147483648', '99999999999999999999', '1.5', '1e3', 'abc', '%00', '-0'),
  nasty.filter((text) => !/[\uD800-\uDFFF]/.test(text)).map(encodeURIComponent),
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
  fc.string({ maxLength: 10, unit: 'binary' }),
  nasty,
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
  fc.oneof(fc.string({ maxLength: 20 }), fc.integer({ min: -10, max: 1000 }).map(String), nasty),
  { maxKeys: 5 },
);

describe('random input', () => {
  it(`never answers 5xx nor hangs on any documented route (${runs} requests)`, async () => {
    const routes = await documentedRoutes();
    expect(routes.length).toBeGreaterThan(30);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        id,
        body,
        query,
        fc.boolean(),
        async ([method, path], idValue, payload, params, signedIn) => {
          const url = `${path.replace(/\{\w+\}/g, idValue)}?${new URLSearchParams(params as Record<string, string>).toString()}`;
          const request = ctx.app.inject({
            method,
            url,
            headers: signedIn ? auth(token) : {},
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload: payload as object }),
          });
          let timer: NodeJS.Timeout | undefined;
          const hang = new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer in ${HANG_MS} ms`)), HANG_MS);
          });
          const response = await Promise.race([request, hang]).finally(() => clearTimeout(timer));
          expect(
            response.statusCode,
            `${method} ${url} ${JSON.stringify(payload)} -> ${response.body}`,
          ).toBeLessThan(500);
          const envelope = response.json();
          expect(typeof envelope.status).toBe('boolean');
        },
      ),
      { numRuns: runs, seed },
    );
  }, 600_000);

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
    // Logout rather than an address's set-default: the random run may have deleted address 1
    // (which requests it makes depends on the list of routes, so on every new route).
    const logout = await ctx.app.inject({ method: 'POST', url: '/v1/logout', headers: emptyJson });
    expect(logout.statusCode).toBe(200);
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

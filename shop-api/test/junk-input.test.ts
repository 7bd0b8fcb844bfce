import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createTestApp, login, SHOPPER, type TestContext } from './support/test-app';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  token = await login(ctx.app, SHOPPER);
});
afterAll(() => ctx.close());

const NUL = 'a\u0000b';

describe('NUL bytes', () => {
  it('answers 422 with a field error wherever a string reaches the database', async () => {
    const cases: [string, string, object | undefined, string, boolean][] = [
      ['POST', '/v1/login', { email: `x${NUL}@example.com`, password: 'x' }, 'email', false],
      [
        'POST',
        '/v1/register',
        {
          name: NUL,
          email: 'nul@example.com',
          password: 'Lange-Nacht-42',
          password_confirmation: 'Lange-Nacht-42',
        },
        'name',
        false,
      ],
      ['POST', '/v1/profile/update', { name: NUL }, 'name', true],
      [
        'POST',
        '/v1/address',
        { country_id: 1, address: NUL, phone_number: '030123456', city: NUL },
        'address',
        true,
      ],
      [
        'POST',
        '/v1/products/add-review',
        { product_id: 1, rating: 4, review: NUL },
        'review',
        true,
      ],
      ['POST', '/v1/get-coupon', { code: NUL }, 'code', true],
      ['GET', `/v1/products/search?q=${encodeURIComponent(NUL)}`, undefined, 'q', false],
      ['GET', `/v1/products/search?color=${encodeURIComponent(NUL)}`, undefined, 'color', false],
      ['GET', `/v1/products/search?size=${encodeURIComponent(NUL)}`, undefined, 'size', false],
    ];
    for (const [method, url, payload, field, signedIn] of cases) {
      const response = await callAs(
        ctx.app,
        method as 'GET' | 'POST',
        url,
        signedIn ? token : null,
        payload,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(422);
      expect(response.json().errors, `${method} ${url}`).toHaveProperty(field);
    }
  });
});

describe('non-finite numbers', () => {
  it('answers 422 for Infinity, 1e400 and NaN in params, query and body', async () => {
    const cases: [string, string, object | undefined][] = [
      ['GET', '/v1/products/Infinity', undefined],
      ['GET', '/v1/products/-Infinity', undefined],
      ['GET', '/v1/products/1e400', undefined],
      ['GET', '/v1/products/NaN', undefined],
      ['GET', '/v1/products/search?per_page=1e400', undefined],
      ['GET', '/v1/products/search?page=-Infinity', undefined],
      ['GET', '/v1/products/search?price_from=Infinity', undefined],
      ['GET', '/v1/orders?page=1e400', undefined],
      ['POST', '/v1/cart', { product_id: 1, product_variant_id: 1, quantity: '1e400' }],
      ['POST', '/v1/cart', { product_id: 'Infinity', product_variant_id: 1, quantity: 1 }],
      ['PUT', '/v1/cart/Infinity', { quantity: 1 }],
      ['POST', '/v1/products/reviews', { product_id: '-Infinity' }],
    ];
    for (const [method, url, payload] of cases) {
      const response = await callAs(ctx.app, method as 'GET' | 'POST', url, token, payload);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(422);
      expect(response.json().status).toBe(false);
    }
  });
});

describe('blank address fields', () => {
  it('refuses an address or phone number made of spaces', async () => {
    for (const payload of [
      { country_id: 1, address: '   ', phone_number: '030123456' },
      { country_id: 1, address: 'Allee 1', phone_number: '   ' },
      { country_id: 1, address: '\t\n ', phone_number: ' - ' },
    ]) {
      const created = await callAs(ctx.app, 'POST', '/v1/address', token, payload);
      expect(created.statusCode, JSON.stringify(payload)).toBe(422);
      const updated = await callAs(ctx.app, 'PUT', '/v1/address/1', token, payload);
      expect(updated.statusCode, JSON.stringify(payload)).toBe(422);
    }
  });
});

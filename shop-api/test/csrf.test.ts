import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantWithStock } from './support/catalog-helpers';
import { newShopperWithAddress } from './support/checkout-helpers';
import { cookieLogin, SHOP_ORIGIN } from './support/cookie-helpers';
import { auth, BROWSER_UA, callAs, createTestApp, type TestContext } from './support/test-app';

let ctx: TestContext;
let session: string;
let token: string;
let orderBody: object;
beforeAll(async () => {
  ctx = await createTestApp();
  const shopper = await newShopperWithAddress(ctx.app, 'csrf-shopper');
  token = shopper.token;
  orderBody = shopper.body;
  session = (
    await cookieLogin(ctx.app, { email: 'csrf-shopper@example.com', password: 'Lange-Nacht-42' })
  ).session;
});
afterAll(() => ctx.close());

const FOREIGN = 'https://evil.example';
const item = () => variantWithStock(ctx, 1, 50);

/** A write with the session cookie and the given browser headers. */
const write = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url,
    headers: { 'user-agent': BROWSER_UA, cookie: `shop-session=${session}`, ...headers },
    ...(payload ? { payload } : {}),
  });

const cartOf = async () => (await callAs(ctx.app, 'GET', '/v1/cart', token)).json().data;

describe('writes that carry the session cookie', () => {
  it.each([
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }, 200],
    [
      'same-origin, whatever the Origin says',
      { 'sec-fetch-site': 'same-origin', origin: FOREIGN },
      200,
    ],
    ["an Origin among the shop's own", { 'sec-fetch-site': 'same-site', origin: SHOP_ORIGIN }, 200],
    ["an Origin among the shop's own, no Sec-Fetch-Site", { origin: SHOP_ORIGIN }, 200],
    ['neither header (a server forwarding the cookie)', {}, 200],
    ['a foreign Origin', { origin: FOREIGN }, 403],
    ['a foreign Origin, cross-site', { 'sec-fetch-site': 'cross-site', origin: FOREIGN }, 403],
    ['cross-site without an Origin', { 'sec-fetch-site': 'cross-site' }, 403],
    [
      'same-site from a page not listed',
      { 'sec-fetch-site': 'same-site', origin: 'http://localhost:9999' },
      403,
    ],
    ['the opaque Origin of a sandboxed page', { origin: 'null' }, 403],
  ])('%s: %i', async (_, headers, status) => {
    const { productId, variantId } = await item();
    const response = await write('POST', '/v1/cart', headers, {
      product_id: productId,
      product_variant_id: variantId,
      quantity: 1,
    });
    expect(response.statusCode).toBe(status);
    if (status === 403) {
      expect(response.json()).toMatchObject({ status: false, code: 'cross_site_request' });
    }
  });

  it('answers the refusal in the language of the request', async () => {
    const headers = { origin: FOREIGN, 'sec-fetch-site': 'cross-site' };
    const messages = await Promise.all(
      ['de-DE', 'ar', 'en-GB'].map(
        async (language) =>
          (await write('POST', '/v1/logout', { ...headers, 'accept-language': language })).json()
            .message,
      ),
    );
    expect(messages[0]).toMatch(/abgelehnt/);
    expect(messages[1]).toMatch(/المتجر/);
    expect(messages[2]).toMatch(/refused/);
  });

  it('lets a Bearer request through from anywhere (API clients are not browsers)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/checkout/quote',
      headers: {
        ...auth(token),
        cookie: `shop-session=${session}`,
        origin: FOREIGN,
        'sec-fetch-site': 'cross-site',
      },
      payload: { shipping_type: 'normal' },
    });
    expect(response.statusCode).not.toBe(403);
  });

  it('changes nothing on the cart, an order or the profile from a foreign page', async () => {
    const { productId, variantId } = await item();
    await callAs(ctx.app, 'POST', '/v1/cart', token, {
      product_id: productId,
      product_variant_id: variantId,
      quantity: 1,
    });
    const cartBefore = await cartOf();
    const itemId = cartBefore[0].id as number;
    const profileBefore = (await callAs(ctx.app, 'GET', '/v1/profile', token)).json().data.user;
    const ordersBefore = (await callAs(ctx.app, 'GET', '/v1/orders', token)).json().data.total;
    const foreign = { origin: FOREIGN, 'sec-fetch-site': 'cross-site' };
    const answers = [
      await write('POST', '/v1/cart', foreign, {
        product_id: productId,
        product_variant_id: variantId,
        quantity: 3,
      }),
      await write('PUT', `/v1/cart/${itemId}`, foreign, { quantity: 5 }),
      await write('DELETE', `/v1/cart/${itemId}`, foreign),
      await write('DELETE', '/v1/cart', foreign),
      await write('POST', '/v1/place-order', foreign, orderBody),
      await write('POST', '/v1/profile/update', foreign, { name: 'Mallory' }),
      await write('POST', '/v1/logout', foreign),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(7).fill(403));
    expect(await cartOf()).toEqual(cartBefore);
    expect((await callAs(ctx.app, 'GET', '/v1/profile', token)).json().data.user).toEqual(
      profileBefore,
    );
    expect((await callAs(ctx.app, 'GET', '/v1/orders', token)).json().data.total).toBe(
      ordersBefore,
    );
    // The session survived the foreign sign-out.
    const still = await ctx.app.inject({
      method: 'GET',
      url: '/v1/profile',
      headers: { cookie: `shop-session=${session}` },
    });
    expect(still.statusCode).toBe(200);
  });
});

describe('state-changing GETs', () => {
  it('refuse the cookie alone (401 bearer_required) and keep working with the Bearer token', async () => {
    const { productId, variantId } = await item();
    await callAs(ctx.app, 'POST', '/v1/cart', token, {
      product_id: productId,
      product_variant_id: variantId,
      quantity: 1,
    });
    for (const url of ['/v1/clear/cart', '/v1/clear/clear']) {
      const refused = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { cookie: `shop-session=${session}`, 'accept-language': 'de' },
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('bearer_required');
    }
    expect((await cartOf()).length).toBeGreaterThan(0);
    expect((await callAs(ctx.app, 'GET', '/v1/clear/cart', token)).statusCode).toBe(200);
    expect(await cartOf()).toEqual([]);
  });

  it('have DELETE twins that take the cookie', async () => {
    const { productId, variantId } = await item();
    await callAs(ctx.app, 'POST', '/v1/cart', token, {
      product_id: productId,
      product_variant_id: variantId,
      quantity: 1,
    });
    await callAs(ctx.app, 'POST', '/v1/wishlist', token, { product_id: productId });
    const same = { 'sec-fetch-site': 'same-origin' };
    expect((await write('DELETE', '/v1/cart', same)).statusCode).toBe(200);
    expect(await cartOf()).toEqual([]);
    expect((await write('DELETE', '/v1/wishlist', same)).statusCode).toBe(200);
    expect((await callAs(ctx.app, 'GET', '/v1/wishlist', token)).json().data).toEqual([]);
  });
});

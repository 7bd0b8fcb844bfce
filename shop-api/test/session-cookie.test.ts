import type { Profile } from '@shop/shared-contracts/api/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { browser, cookieLogin, cookieValue, setCookieLine } from './support/cookie-helpers';
import {
  auth,
  BROWSER_UA,
  callAs,
  createTestApp,
  login,
  SHOPPER,
  type TestContext,
} from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const withCookie = (session: string) => browser({ 'shop-session': session });
const profileWith = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/v1/profile', headers });

describe('sign-in into the session cookie', () => {
  it('sets an HttpOnly, SameSite=Lax, Path=/ browser-session cookie and answers no token', async () => {
    const { response, session } = await cookieLogin(ctx.app, SHOPPER);
    const line = setCookieLine(response, 'shop-session') ?? '';
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; Path=\//);
    // Development and tests run on plain http: no Secure, no Domain; no lifetime without remember-me.
    expect(line).not.toMatch(/Secure|Domain|Max-Age|Expires/i);
    expect(response.json().data.token).toBeUndefined();
    expect(response.body).not.toContain(session);
    expect(response.json().data.user.email).toBe(SHOPPER.email);
  });

  it('gives a remember-me cookie the 30 days of its session', async () => {
    const { response } = await cookieLogin(ctx.app, SHOPPER, { remember: true });
    expect(setCookieLine(response, 'shop-session')).toMatch(/; Max-Age=2592000(;|$)/);
  });

  it('still answers the token, and sets no cookie, for API clients (the default)', async () => {
    const response = await callAs(ctx.app, 'POST', '/v1/login', null, SHOPPER);
    expect(response.json().data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(
      (await callAs(ctx.app, 'GET', '/v1/profile', response.json().data.token)).statusCode,
    ).toBe(200);
  });

  it('names the cookie __Host-shop-session with Secure in production, and lets COOKIE_SECURE decide', async () => {
    const production = loadConfig({ NODE_ENV: 'production' });
    expect(production.cookies).toEqual({
      secure: true,
      session: '__Host-shop-session',
      visitor: '__Host-shop-visitor',
    });
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: '0' }).cookies.session).toBe(
      'shop-session',
    );
    expect(loadConfig({ COOKIE_SECURE: '1' }).cookies.secure).toBe(true);
    const app = await buildApp({
      database: ctx.database,
      config: { ...ctx.config, cookies: production.cookies },
    });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/login',
        headers: { 'user-agent': BROWSER_UA },
        payload: { ...SHOPPER, session: 'cookie', remember_me: true },
      });
      const line = setCookieLine(response, '__Host-shop-session') ?? '';
      expect(line).toMatch(/; Secure/);
      expect(line).toMatch(/; HttpOnly/);
      expect(line).toMatch(/; Path=\//);
      expect(line).not.toMatch(/Domain/i);
    } finally {
      await app.close();
    }
  });
});

describe('the session cookie as authentication', () => {
  it('signs the shopper in for every signed-in call, as the token does', async () => {
    const { session } = await cookieLogin(ctx.app, SHOPPER);
    const response = await profileWith(withCookie(session));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await profileWith(withCookie('x'.repeat(43)))).statusCode).toBe(401);
  });

  it('clears a cookie whose session was revoked elsewhere, so the browser goes on as a visitor', async () => {
    const { session } = await cookieLogin(ctx.app, SHOPPER);
    const token = await login(ctx.app, SHOPPER);
    await ctx.app.inject({
      method: 'POST',
      url: '/v1/profile/devices/revoke-others',
      headers: auth(token),
    });
    const cart = await ctx.app.inject({
      method: 'GET',
      url: '/v1/cart',
      headers: withCookie(session),
    });
    expect(cart.statusCode).toBe(401);
    expect(setCookieLine(cart, 'shop-session')).toMatch(/^shop-session=;.*Max-Age=0/);
    // A live cookie is never cleared by a 401 of another cause.
    const live = (await cookieLogin(ctx.app, SHOPPER)).session;
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/v1/clear/cart',
      headers: withCookie(live),
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['set-cookie']).toBeUndefined();
  });

  it('judges a request with a Bearer header by that header alone', async () => {
    const { session } = await cookieLogin(ctx.app, SHOPPER);
    const response = await profileWith({ ...withCookie(session), ...auth('y'.repeat(43)) });
    expect(response.statusCode).toBe(401);
  });

  it('signs out: revokes the session and clears the cookie', async () => {
    const { session } = await cookieLogin(ctx.app, SHOPPER);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/v1/logout',
      headers: withCookie(session),
    });
    expect(out.statusCode).toBe(200);
    const line = setCookieLine(out, 'shop-session') ?? '';
    expect(line).toMatch(/^shop-session=;/);
    expect(line).toMatch(/Max-Age=0/);
    expect((await profileWith(withCookie(session))).statusCode).toBe(401);
  });

  it('lists, revokes and signs out other devices of cookie sessions', async () => {
    const { session: laptop } = await cookieLogin(ctx.app, SHOPPER);
    const { session: phone } = await cookieLogin(ctx.app, SHOPPER);
    const profile = (await profileWith(withCookie(laptop))).json().data as Profile;
    const current = profile.devices.all_devices.find((device) => device.is_current);
    expect(current?.type).toBe('web session');
    const phoneId = (
      (await profileWith(withCookie(phone))).json().data as Profile
    ).devices.all_devices.find((device) => device.is_current)?.id;
    expect(phoneId).toBeDefined();
    const revoked = await ctx.app.inject({
      method: 'DELETE',
      url: `/v1/profile/devices/${phoneId}`,
      headers: withCookie(laptop),
    });
    expect(revoked.statusCode).toBe(200);
    expect((await profileWith(withCookie(phone))).statusCode).toBe(401);

    const token = await login(ctx.app, SHOPPER);
    const others = await ctx.app.inject({
      method: 'POST',
      url: '/v1/profile/devices/revoke-others',
      headers: withCookie(laptop),
    });
    expect(others.statusCode).toBe(200);
    expect((await callAs(ctx.app, 'GET', '/v1/profile', token)).statusCode).toBe(401);
    expect((await profileWith(withCookie(laptop))).statusCode).toBe(200);
  });
});

describe('moving a stored token into the cookie', () => {
  const move = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: '/v1/session/cookie', headers });

  it('sets the cookie for the same session: persistent for remember-me, else for the browser session', async () => {
    const long = await login(ctx.app, SHOPPER, true);
    const moved = await move({ ...auth(long), 'user-agent': BROWSER_UA });
    expect(moved.statusCode).toBe(204);
    expect(moved.body).toBe('');
    expect(cookieValue(moved, 'shop-session')).toBe(long);
    const maxAge = Number(/Max-Age=(\d+)/.exec(setCookieLine(moved, 'shop-session') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(30 * 86_400 - 60);
    expect(maxAge).toBeLessThanOrEqual(30 * 86_400);

    const short = await login(ctx.app, SHOPPER);
    const line = setCookieLine(await move(auth(short)), 'shop-session') ?? '';
    expect(line).toMatch(/HttpOnly/);
    expect(line).not.toMatch(/Max-Age|Expires/i);
    // The same row: revoking it through the token signs the cookie out.
    await callAs(ctx.app, 'POST', '/v1/logout', short);
    expect((await profileWith(withCookie(short))).statusCode).toBe(401);
  });

  it('takes the Bearer header only', async () => {
    const { session } = await cookieLogin(ctx.app, SHOPPER);
    const refused = await move(withCookie(session));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('bearer_required');
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect((await move(auth('z'.repeat(43)))).statusCode).toBe(401);
  });
});

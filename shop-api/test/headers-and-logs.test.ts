import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { captureLogs } from './support/log-capture';
import { auth, callAs, createTestApp, login, SHOPPER, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('security headers', () => {
  it('sends security headers on API answers and keeps CORS and the docs working', async () => {
    const categories = await ctx.app.inject({
      method: 'GET',
      url: '/v1/categories',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(categories.headers['x-content-type-options']).toBe('nosniff');
    // Plain HTTP: a browser ignores HSTS there, and a proxy terminating TLS must say so.
    expect(categories.headers['strict-transport-security']).toBeUndefined();
    expect(categories.headers['referrer-policy']).toBe('no-referrer');
    expect(categories.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(categories.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(categories.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    // The shop's pages on other ports show the API's images.
    expect(categories.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const docs = await ctx.app.inject({ method: 'GET', url: '/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });

  it('forbids caching every answer that carries a token or needs one', async () => {
    const signIn = await callAs(ctx.app, 'POST', '/v1/login', null, SHOPPER);
    expect(signIn.headers['cache-control']).toBe('no-store');
    const token = await login(ctx.app, SHOPPER);
    for (const url of ['/v1/profile', '/v1/cart', '/v1/orders', '/v1/wallet']) {
      const response = await callAs(ctx.app, 'GET', url, token);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const register = await callAs(ctx.app, 'POST', '/v1/register', null, {
      name: 'x',
      email: 'cache@example.com',
      password: 'Lange-Nacht-42',
      password_confirmation: 'Lange-Nacht-42',
    });
    expect(register.headers['cache-control']).toBe('no-store');
  });
});

describe('HSTS', () => {
  it('is sent only when the request came over HTTPS, as a trusted proxy says', async () => {
    const app = await buildApp({
      database: ctx.database,
      config: { ...ctx.config, trustProxy: ['127.0.0.1'] },
    });
    try {
      const call = (remoteAddress: string, headers: Record<string, string>) =>
        app.inject({ method: 'GET', url: '/v1/categories', remoteAddress, headers });
      const https = { 'x-forwarded-proto': 'https' };
      const viaProxy = await call('127.0.0.1', https);
      expect(viaProxy.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect((await call('127.0.0.1', {})).headers['strict-transport-security']).toBeUndefined();
      // A client that is not the proxy cannot claim HTTPS.
      const forged = await call('203.0.113.9', https);
      expect(forged.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});

async function appLoggingAt(logLevel: string) {
  const logs = captureLogs();
  const app = await buildApp({
    database: ctx.database,
    config: { ...ctx.config, logLevel },
    logger: { stream: logs.stream },
  });
  return { app, ...logs };
}

describe('logs', () => {
  it('writes one line per request at info with its fields and no secret', async () => {
    const { app, lines, completed } = await appLoggingAt('info');
    try {
      const signIn = await app.inject({ method: 'POST', url: '/v1/login', payload: SHOPPER });
      expect(signIn.statusCode).toBe(200);
      const token = signIn.json().data.token as string;
      await app.inject({
        method: 'GET',
        url: '/v1/profile',
        headers: { ...auth(token), cookie: 'session=cookie-secret-value' },
      });
      await app.inject({ method: 'GET', url: '/v1/products/search?q=secret%40example.com' });
      expect(completed()).toHaveLength(3);
      const [login] = completed();
      expect(login).toMatchObject({
        level: 30,
        method: 'POST',
        route: '/v1/login',
        path: '/v1/login',
        status: 200,
        reqId: signIn.headers['x-request-id'],
      });
      expect(typeof login?.durationMs).toBe('number');
      expect(completed()[2]).toMatchObject({
        route: '/v1/products/search',
        path: '/v1/products/search',
      });
      const logged = lines.join('\n');
      for (const secret of [
        SHOPPER.password,
        token,
        'cookie-secret-value',
        'secret%40example',
        'secret@example',
      ])
        expect(logged).not.toContain(secret);
    } finally {
      await app.close();
    }
  });

  it('logs health checks at debug only', async () => {
    const quiet = await appLoggingAt('info');
    const verbose = await appLoggingAt('debug');
    try {
      for (const { app } of [quiet, verbose]) await app.inject({ method: 'GET', url: '/health' });
      expect(quiet.completed()).toEqual([]);
      expect(verbose.completed()).toMatchObject([{ level: 20, route: '/health', status: 200 }]);
    } finally {
      await quiet.app.close();
      await verbose.app.close();
    }
  });

  it('redacts secrets and personal data from logged objects', async () => {
    const { app, lines } = await appLoggingAt('info');
    try {
      const failed = await ctx.database.db
        .execute(sql`SELECT ${'secret@example.com'}::int, ${'scrypt$17$8$1$salt$hash'}::int`)
        .catch((error: unknown) => error);
      app.log.error(
        {
          err: failed,
          req: { headers: { authorization: 'Bearer abcdefghijklmnopqrstuvwxyz' } },
          body: { email: 'secret@example.com', password: 'Shopper123!', token: 'tok' },
        },
        'request failed',
      );
      const logged = lines.join('\n');
      expect(logged).toContain('request failed');
      for (const secret of [
        'secret@example.com',
        'scrypt$17',
        'Shopper123!',
        'abcdefghij',
        '"tok"',
      ])
        expect(logged).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});

import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { callAs, createTestApp, login, SHOPPER, type TestContext } from './support/test-app';

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
    expect(categories.headers['strict-transport-security']).toMatch(/max-age=/);
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

function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

describe('logs', () => {
  it('logs requests at debug only and redacts secrets and personal data', async () => {
    const { lines, stream } = captureLogs();
    const app = await buildApp({
      database: ctx.database,
      config: { ...ctx.config, logLevel: 'info' },
      logger: { stream },
    });
    try {
      await app.inject({
        method: 'POST',
        url: '/v1/login',
        headers: { authorization: 'Bearer abcdefghijklmnopqrstuvwxyz' },
        payload: SHOPPER,
      });
      expect(lines.filter((line) => line.includes('"reqId"'))).toEqual([]);
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

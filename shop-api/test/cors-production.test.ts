import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestApp, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The allowed origin a production app answers a browser's preflight from `origin` with. */
async function allowedOrigin(env: NodeJS.ProcessEnv, origin: string) {
  const app = await buildApp({
    database: ctx.database,
    config: {
      ...loadConfig({ NODE_ENV: 'production', ...env }),
      storageDir: ctx.config.storageDir,
    },
  });
  try {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/v1/products/search',
      headers: { origin, 'access-control-request-method': 'GET' },
    });
    return response.headers['access-control-allow-origin'];
  } finally {
    await app.close();
  }
}

describe('CORS in production', () => {
  it('allows no origin, the development ones included, unless CORS_ORIGINS names them', async () => {
    expect(loadConfig({ NODE_ENV: 'production' }).corsOrigins).toEqual([]);
    expect(await allowedOrigin({}, 'http://localhost:3000')).toBeUndefined();
    expect(
      await allowedOrigin({ CORS_ORIGINS: 'https://shop.example' }, 'https://shop.example'),
    ).toBe('https://shop.example');
    expect(
      await allowedOrigin({ CORS_ORIGINS: 'https://shop.example' }, 'http://localhost:3000'),
    ).toBeUndefined();
  });

  it("allows credentials only to the shop's own origins and never reflects a foreign one", async () => {
    const preflight = (origin: string) =>
      ctx.app.inject({
        method: 'OPTIONS',
        url: '/v1/cart',
        headers: {
          origin,
          'access-control-request-method': 'DELETE',
          'access-control-request-headers': 'content-type',
        },
      });
    const own = await preflight('http://localhost:3000');
    expect(own.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(own.headers['access-control-allow-credentials']).toBe('true');
    expect(own.headers['access-control-allow-methods']).toContain('DELETE');
    const foreign = await preflight('https://evil.example');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(foreign.headers['access-control-allow-credentials']).toBeUndefined();
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/v1/cart',
      headers: { origin: 'https://evil.example' },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    expect(read.headers['access-control-expose-headers']).toContain('Retry-After');
  });

  it('keeps the development origins outside production', () => {
    expect(loadConfig({}).corsOrigins).toContain('http://localhost:3000');
  });
});

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

  it('keeps the development origins outside production', () => {
    expect(loadConfig({}).corsOrigins).toContain('http://localhost:3000');
  });
});

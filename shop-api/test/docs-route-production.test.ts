import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestApp, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('/docs', () => {
  it('is off in production unless API_DOCS=1, on elsewhere unless API_DOCS=0', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: '1' }).apiDocs).toBe(true);
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: '0' }).apiDocs).toBe(false);
  });

  it('answers 404 when off and the page and the OpenAPI document when on', async () => {
    const off = await buildApp({
      database: ctx.database,
      config: { ...loadConfig({ NODE_ENV: 'production' }), storageDir: ctx.config.storageDir },
    });
    try {
      for (const url of ['/docs', '/docs/', '/docs/json'])
        expect((await off.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    } finally {
      await off.close();
    }
    const on = await buildApp({
      database: ctx.database,
      config: {
        ...loadConfig({ NODE_ENV: 'production', API_DOCS: '1' }),
        storageDir: ctx.config.storageDir,
      },
    });
    try {
      expect((await on.inject({ method: 'GET', url: '/docs/' })).statusCode).toBe(200);
      const openapi = await on.inject({ method: 'GET', url: '/docs/json' });
      expect(openapi.json().info.title).toBe('shop-api');
    } finally {
      await on.close();
    }
  });
});

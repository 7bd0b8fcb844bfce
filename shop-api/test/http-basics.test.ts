import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ corsOrigins: ['http://localhost:3001'] });
});
afterAll(() => ctx.close());

describe('HTTP basics', () => {
  it('allows the configured origins only', async () => {
    const preflight = (origin: string) =>
      ctx.app.inject({
        method: 'OPTIONS',
        url: '/v1/cart',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
    const allowed = await preflight('http://localhost:3001');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    expect(String(allowed.headers['access-control-allow-headers'])).toMatch(/Authorization/);
    expect(
      (await preflight('https://evil.example')).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });

  it('serves the interactive docs', async () => {
    const docs = await ctx.app.inject({ method: 'GET', url: '/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });

  it('answers a generic 500 that reveals nothing when the database fails', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/v1/categories' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: false,
      message: 'Something went wrong on our side. Please try again later.',
    });
    await broken.close();
  });
});

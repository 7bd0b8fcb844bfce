import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { variantWithStock } from './support/catalog-helpers';
import { addToCart, newShopperWithAddress, placeOrder } from './support/checkout-helpers';
import { sampleOf } from './support/prometheus-text';
import { createTestApp, type TestContext } from './support/test-app';

/** A port nothing listens on right now (the OS picks it; closed again at once). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  await new Promise((closed) => server.close(closed));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

let ctx: TestContext;
let app: Awaited<ReturnType<typeof buildApp>>;
let apiUrl: string;
let metricsUrl: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const metricsPort = await freePort();
  app = await buildApp({ database: ctx.database, config: { ...ctx.config, metricsPort } });
  apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  metricsUrl = `http://${await app.metrics.listening}/metrics`;
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const scrape = async () => {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
};

describe('metrics', () => {
  it('are never served on the API port', async () => {
    expect(metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect((await fetch(`${apiUrl}/metrics`)).status).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await fetch(metricsUrl.replace('/metrics', '/health'))).status).toBe(404);
  });

  it('count requests by route pattern and status class, with their latency', async () => {
    const labels = { method: 'GET', route: '/v1/products/:id', status_class: '2xx' };
    const before = await scrape();
    const count = (text: string) => sampleOf(text, 'http_requests_total', labels);
    const seen = before.includes('route="/v1/products/:id"') ? count(before) : 0;
    expect((await fetch(`${apiUrl}/v1/products/1`)).status).toBe(200);
    const after = await scrape();
    expect(count(after)).toBe(seen + 1);
    expect(sampleOf(after, 'http_request_duration_seconds_count', labels)).toBe(seen + 1);
    expect(after).not.toContain('route="/v1/products/1"');
    expect(sampleOf(after, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('report the database pool', async () => {
    const text = await scrape();
    expect(sampleOf(text, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
    if (ctx.database.kind === 'postgres') {
      expect(sampleOf(text, 'db_pool_max_connections')).toBe(5);
      expect(sampleOf(text, 'db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sampleOf(text, 'db_pool_waiting_requests')).toBe(0);
    } else {
      expect(sampleOf(text, 'db_pool_max_connections')).toBe(1);
    }
  });

  it('count an order once it is committed, not its idempotent retry', async () => {
    const orders = async () => sampleOf(await scrape(), 'shop_orders_placed_total');
    expect(await orders()).toBe(0);
    const item = await variantWithStock(ctx, 30, 5);
    const { token, body } = await newShopperWithAddress(app, 'metrics');
    await addToCart(app, token, item);
    expect((await placeOrder(app, token, body, 'metrics-key-1')).statusCode).toBe(201);
    expect(await orders()).toBe(1);
    expect((await placeOrder(app, token, body, 'metrics-key-1')).statusCode).toBe(201);
    // The cart is empty now: a refused order is not counted either.
    expect((await placeOrder(app, token, body)).statusCode).toBe(422);
    expect(await orders()).toBe(1);
  });

  // Last: it closes the database.
  it('count server errors', async () => {
    const errors = (text: string) =>
      sampleOf(text, 'http_request_errors_total', { method: 'GET', route: '/v1/categories' });
    expect((await scrape()).includes('http_request_errors_total{')).toBe(false);
    await ctx.database.close();
    expect((await app.inject({ method: 'GET', url: '/v1/categories' })).statusCode).toBe(500);
    const text = await scrape();
    expect(errors(text)).toBe(1);
    expect(
      sampleOf(text, 'http_requests_total', { route: '/v1/categories', status_class: '5xx' }),
    ).toBe(1);
  });
});

// @vitest-environment node
// The render-service benchmark's load generator (render-service/bench/load.mjs): its percentiles,
// and that an answer of the static fallback is never counted as a server render.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentile, runLoad } from '../../../render-service/bench/load.mjs';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(sorted, 0.99)).toBe(99);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.99)).toBeNaN();
  });
});

describe('runLoad', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    // Every third answer is the fallback, as when a render misses its deadline.
    server = createServer((request, response) => {
      const index = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('i'));
      response.setHeader('x-shop-render', index % 3 === 2 ? 'fallback' : 'server');
      response.end('<html></html>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it('asks for exactly `total` URLs and counts fallbacks apart from renders', async () => {
    const result = await runLoad({
      concurrency: 4,
      total: 30,
      nextUrl: (index: number) => `${base}/?i=${index}`,
    });
    expect(result.requests).toBe(30);
    expect(result.render).toEqual({ server: 20, fallback: 10 });
    expect(result.errors).toBe(0);
    expect(result.rendersPerSecond).toBeCloseTo(20 / result.seconds, 5);
    expect(result.p99Ms).toBeGreaterThanOrEqual(result.p50Ms);
  });
});

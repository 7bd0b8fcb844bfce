import type { ShopSettings } from '@shop/shared-contracts/api/shipping-rule';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app';

// A threshold other than the default (100 EUR), as a deploy sets FREE_SHIPPING_THRESHOLD_EUR.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ freeShippingThresholdCents: 7_550 });
});
afterAll(() => ctx.close());

describe('GET /v1/shop-settings', () => {
  it('names the configured free-shipping threshold, which the quote charges by', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/shop-settings' });
    expect(response.statusCode).toBe(200);
    expect((response.json().data as ShopSettings).free_shipping_threshold).toBe(75.5);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const prices = await ctx.app.inject({ method: 'GET', url: '/v1/get-prices' });
    expect(prices.json().data.free_shipping_threshold).toBe(75.5);
  });
});

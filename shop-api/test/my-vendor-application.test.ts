import type { VendorApplication } from '@shop/shared-contracts/api/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAsVendor } from './support/multipart';
import { callAs, createTestApp, login, OTHER, SHOPPER, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const myApplication = async (token: string) => {
  const response = await callAs(ctx.app, 'GET', '/v1/profile/vendor-application', token);
  expect(response.statusCode).toBe(200);
  return response.json().data as VendorApplication | null;
};

describe("the shopper's own vendor application", () => {
  it('is null before applying and the pending application after', async () => {
    const token = await login(ctx.app, SHOPPER);
    expect(await myApplication(token)).toBeNull();

    const applied = await applyAsVendor(ctx.app, token);
    expect(applied.statusCode).toBe(201);

    const mine = await myApplication(token);
    expect(mine).toMatchObject({
      id: applied.json().data.id,
      status: 'under_review',
      store_name_in_german: 'Lisas Laden',
      store_name_in_arabic: 'متجر ليزا',
      store_type: 'retail',
    });
    // The identity document is private: its path never leaves the server.
    expect(JSON.stringify(mine)).not.toContain('vendor-documents');
    // Another shopper does not see it.
    expect(await myApplication(await login(ctx.app, OTHER))).toBeNull();
  });

  it('needs a signed-in shopper', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/profile/vendor-application' });
    expect(response.statusCode).toBe(401);
  });
});

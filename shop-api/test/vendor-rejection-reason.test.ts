import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorApplications } from '../src/db/schema-accounts';
import { applyAsVendor } from './support/multipart';
import { callAs, createTestApp, login, SHOPPER, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe("the applicant's vendor tab", () => {
  it('answers why the application was rejected, and null while it is under review', async () => {
    const token = await login(ctx.app, SHOPPER);
    const applied = await applyAsVendor(ctx.app, token);
    expect(applied.statusCode).toBe(201);
    const mine = async () =>
      (await callAs(ctx.app, 'GET', '/v1/profile/vendor-application', token)).json().data;
    expect((await mine()).rejection_reason).toBeNull();

    // As the operator's reject leaves it (the back office is another module).
    await ctx.database.db
      .update(vendorApplications)
      .set({ status: 'rejected', rejectionReason: 'The ID document is unreadable' })
      .where(eq(vendorApplications.id, applied.json().data.id));
    expect(await mine()).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The ID document is unreadable',
    });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, vendorApplications } from '../src/db/schema-accounts';
import { applyAsVendor } from './support/multipart';
import { createTestApp, login, type TestContext, VENDOR } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('a vendor applying for a second store', () => {
  it('is refused with 409 and a code before anything is stored, since it could never be approved', async () => {
    const token = await login(ctx.app, VENDOR);
    const response = await applyAsVendor(ctx.app, token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      status: false,
      message: expect.stringMatching(/already run a store/),
      codes: { application: 'already_vendor' },
    });
    const [user] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, VENDOR.email));
    const stored = await ctx.database.db
      .select({ id: vendorApplications.id })
      .from(vendorApplications)
      .where(eq(vendorApplications.userId, user?.id ?? 0));
    expect(stored).toEqual([]);
  });
});

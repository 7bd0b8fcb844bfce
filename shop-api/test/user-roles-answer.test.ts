import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema-accounts';
import { vendors } from '../src/db/schema-catalog';
import {
  callAs,
  createTestApp,
  login,
  OPERATOR,
  SHOPPER,
  type TestContext,
  VENDOR,
} from './support/test-app';

// The signed-in user carries their role and their store, so the header can link operators to
// the back office and vendors to the seller center.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function storeOf(email: string) {
  const [row] = await ctx.database.db
    .select({ id: vendors.id })
    .from(vendors)
    .innerJoin(users, eq(users.id, vendors.ownerUserId))
    .where(eq(users.email, email));
  return row?.id ?? null;
}

async function loginAnswer(who: { email: string; password: string }) {
  const response = await callAs(ctx.app, 'POST', '/v1/login', null, who);
  expect(response.statusCode).toBe(200);
  return response.json().data.user;
}

describe('the user in login and profile answers', () => {
  it('names an operator, a vendor and a shopper as such', async () => {
    const vendorStore = await storeOf(VENDOR.email);
    expect(vendorStore).toEqual(expect.any(Number));
    expect(await loginAnswer(OPERATOR)).toMatchObject({ role: 'operator', vendor_id: null });
    expect(await loginAnswer(VENDOR)).toMatchObject({ role: 'shopper', vendor_id: vendorStore });
    expect(await loginAnswer(SHOPPER)).toMatchObject({ role: 'shopper', vendor_id: null });

    const token = await login(ctx.app, VENDOR);
    const profile = await callAs(ctx.app, 'GET', '/v1/profile', token);
    expect(profile.json().data.user).toMatchObject({ role: 'shopper', vendor_id: vendorStore });
    const operator = await login(ctx.app, OPERATOR);
    const me = await callAs(ctx.app, 'GET', '/v1/profile', operator);
    expect(me.json().data.user).toMatchObject({ role: 'operator', vendor_id: null });
  });
});

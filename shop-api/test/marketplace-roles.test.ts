import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendors } from '../src/db/schema-catalog';
import {
  registerRoles,
  requireActiveVendor,
  requireOperator,
  requireVendor,
  vendorOf,
} from '../src/marketplace/roles';
import { registerAuth } from '../src/plugins/auth';
import { registerErrorHandling } from '../src/plugins/error-handling';
import {
  auth,
  createTestApp,
  login,
  OPERATOR,
  SHOPPER,
  type TestContext,
  VENDOR,
} from './support/test-app';

// The guards every seller and operator route hangs on, checked on probe routes over the seeded
// database, so this test does not depend on any one route's own rules.
let ctx: TestContext;
let probe: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestApp();
  probe = Fastify();
  probe.decorate('db', ctx.database.db);
  registerErrorHandling(probe);
  registerAuth(probe);
  registerRoles(probe);
  probe.get('/vendor', { onRequest: requireVendor }, async (request) => vendorOf(request));
  probe.get('/active', { onRequest: requireVendor }, async (request) =>
    requireActiveVendor(request),
  );
  probe.get('/operator', { onRequest: requireOperator }, async () => ({ ok: true }));
  await probe.ready();
});
afterAll(async () => {
  await probe.close();
  await ctx.close();
});

type Who = { email: string; password: string } | null;
async function as(who: Who, url: string) {
  const headers = who ? auth(await login(ctx.app, who)) : {};
  return probe.inject({ method: 'GET', url, headers });
}

describe('marketplace roles', () => {
  it('let only the owner of a store through the vendor guard, with that store', async () => {
    const vendor = await as(VENDOR, '/vendor');
    expect(vendor.statusCode).toBe(200);
    expect(vendor.json()).toMatchObject({ status: 'active', vendorId: expect.any(Number) });
    expect((await as(SHOPPER, '/vendor')).statusCode).toBe(403);
    expect((await as(OPERATOR, '/vendor')).statusCode).toBe(403);
    expect((await as(null, '/vendor')).statusCode).toBe(401);
  });

  it('let only operators through the operator guard', async () => {
    expect((await as(OPERATOR, '/operator')).statusCode).toBe(200);
    expect((await as(VENDOR, '/operator')).statusCode).toBe(403);
    expect((await as(SHOPPER, '/operator')).statusCode).toBe(403);
    expect((await as(null, '/operator')).statusCode).toBe(401);
  });

  it('let a suspended vendor read but not act', async () => {
    const { vendorId } = (await as(VENDOR, '/vendor')).json() as { vendorId: number };
    await ctx.database.db
      .update(vendors)
      .set({ status: 'suspended' })
      .where(eq(vendors.id, vendorId));
    expect((await as(VENDOR, '/vendor')).statusCode).toBe(200);
    expect((await as(VENDOR, '/active')).statusCode).toBe(403);
  });
});

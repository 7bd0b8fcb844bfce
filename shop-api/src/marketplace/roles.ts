import type { VendorStatus } from '@shop/shared-contracts/api/marketplace';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { users } from '../db/schema-accounts';
import { vendors } from '../db/schema-catalog';
import { ApiError } from '../http/api-error';
import { requireShopper, shopperOf } from '../plugins/auth';

/** The store of the signed-in user, found by `requireVendor`. */
export interface VendorAccess {
  vendorId: number;
  userId: number;
  status: VendorStatus;
}

declare module 'fastify' {
  interface FastifyRequest {
    vendor: VendorAccess | null;
  }
}

export function registerRoles(app: FastifyInstance): void {
  app.decorateRequest('vendor', null);
}

/**
 * onRequest hook of every `/v1/seller/...` route: a live session whose user owns a store, or 403.
 * A suspended vendor passes (they still read their orders and the reason); writes that put
 * something in the shop check `requireActiveVendor` as well.
 */
export async function requireVendor(request: FastifyRequest): Promise<void> {
  await requireShopper(request);
  const { userId } = shopperOf(request);
  const [row] = await request.server.db
    .select({ id: vendors.id, status: vendors.status })
    .from(vendors)
    .where(eq(vendors.ownerUserId, userId))
    .limit(1);
  if (!row) throw new ApiError(403, 'Only a vendor may do this.');
  request.vendor = { vendorId: row.id, userId, status: row.status as VendorStatus };
}

export function vendorOf(request: FastifyRequest): VendorAccess {
  if (!request.vendor) throw new ApiError(403, 'Only a vendor may do this.');
  return request.vendor;
}

/** The vendor of the request, refused with 403 while the store is suspended. */
export function requireActiveVendor(request: FastifyRequest): VendorAccess {
  const vendor = vendorOf(request);
  if (vendor.status !== 'active') throw new ApiError(403, 'This store is suspended.');
  return vendor;
}

/** onRequest hook of every `/v1/operator/...` route: a live session of an operator, or 403. */
export async function requireOperator(request: FastifyRequest): Promise<void> {
  await requireShopper(request);
  const { userId } = shopperOf(request);
  const [row] = await request.server.db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (row?.role !== 'operator') throw new ApiError(403, 'Only an operator may do this.');
}

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { vendors } from '../db/schema-catalog';
import { notFound } from '../http/api-error';
import { contractRoute } from '../http/contract-route';
import { answer } from '../http/envelope';
import { requireOperator } from '../marketplace/roles';
import { bearerSecurity } from '../plugins/auth';
import { tags } from './operator-schemas';
import { pageOf, reasonOf } from './reason';
import { listOperatorVendors, loadOperatorVendor, VENDORS_PER_PAGE } from './vendor-view';

const base = { onRequest: requireOperator };
const docs = { tags, security: bearerSecurity };

/**
 * Stores and their suspension. Suspending takes the store's products out of the shop at once
 * (the `products.listed` trigger of migration 0061); its orders stay as they are, so shoppers
 * still see them. Reinstating brings the published products back.
 */
export function registerOperatorVendorRoutes(app: FastifyInstance): void {
  const setStatus = async (id: number, status: 'active' | 'suspended', reason: string | null) => {
    const [changed] = await app.db
      .update(vendors)
      .set({ status, suspendedReason: reason })
      .where(eq(vendors.id, id))
      .returning({ id: vendors.id });
    if (!changed) throw notFound('Vendor');
    const vendor = await loadOperatorVendor(app.db, id);
    if (!vendor) throw notFound('Vendor');
    return vendor;
  };

  contractRoute(
    app,
    'GET /v1/operator/vendors',
    docs,
    async (request) => {
      const current = request.query.page ?? 1;
      const { rows, total } = await listOperatorVendors(app.db, {
        ...request.query,
        page: current,
      });
      return answer('GET /v1/operator/vendors', {
        data: rows,
        ...pageOf(total, current, VENDORS_PER_PAGE),
      });
    },
    base,
  );

  contractRoute(
    app,
    'POST /v1/operator/vendors/{id}/suspend',
    docs,
    async (request) => {
      const reason = reasonOf(request.body);
      const vendor = await setStatus(request.params.id, 'suspended', reason);
      return answer('POST /v1/operator/vendors/{id}/suspend', vendor);
    },
    base,
  );

  contractRoute(
    app,
    'POST /v1/operator/vendors/{id}/reinstate',
    docs,
    async (request) => {
      const vendor = await setStatus(request.params.id, 'active', null);
      return answer('POST /v1/operator/vendors/{id}/reinstate', vendor);
    },
    base,
  );
}

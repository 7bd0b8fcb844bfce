import type { ReasonBody } from '@shop/shared-contracts/api/marketplace';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { vendors } from '../db/schema-catalog';
import { notFound } from '../http/api-error';
import { answer } from '../http/envelope';
import { requireOperator } from '../marketplace/roles';
import { bearerSecurity } from '../plugins/auth';
import { envelope, idParams, object, paginated, responses } from '../schemas/primitives';
import { operatorVendorSchema, page, reasonBody, searchText, tags } from './operator-schemas';
import { pageOf, reasonOf } from './reason';
import { listOperatorVendors, loadOperatorVendor, VENDORS_PER_PAGE } from './vendor-view';

const base = { onRequest: requireOperator };
const one = responses(envelope(operatorVendorSchema));

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

  app.get<{ Querystring: { q?: string; page?: number } }>(
    '/operator/vendors',
    {
      onRequest: requireOperator,
      schema: {
        tags,
        security: bearerSecurity,
        querystring: object({ q: searchText, page }, []),
        response: responses(envelope(paginated(operatorVendorSchema))),
      },
    },
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
  );

  app.post<{ Params: { id: number }; Body: ReasonBody }>(
    '/operator/vendors/:id/suspend',
    {
      ...base,
      schema: { tags, security: bearerSecurity, params: idParams, body: reasonBody, response: one },
    },
    async (request) => {
      const reason = reasonOf(request.body);
      const vendor = await setStatus(request.params.id, 'suspended', reason);
      return answer('POST /v1/operator/vendors/{id}/suspend', vendor);
    },
  );

  app.post<{ Params: { id: number } }>(
    '/operator/vendors/:id/reinstate',
    { ...base, schema: { tags, security: bearerSecurity, params: idParams, response: one } },
    async (request) => {
      const vendor = await setStatus(request.params.id, 'active', null);
      return answer('POST /v1/operator/vendors/{id}/reinstate', vendor);
    },
  );
}

import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { vendorApplications } from '../db/schema-accounts';
import { contractRoute } from '../http/contract-route';
import { answer } from '../http/envelope';
import { bearerSecurity, requireShopper, shopperOf } from '../plugins/auth';
import { toVendorApplication } from './vendor-application-view';

/** The shopper's latest application, so the vendor tab shows its status instead of a new form. */
export function registerMyApplicationRoute(app: FastifyInstance): void {
  contractRoute(
    app,
    'GET /v1/profile/vendor-application',
    {
      tags: ['vendors'],
      security: bearerSecurity,
      description: "The signed-in shopper's latest vendor application, or null.",
    },
    async (request) => {
      const { userId } = shopperOf(request);
      const [latest] = await app.db
        .select()
        .from(vendorApplications)
        .where(eq(vendorApplications.userId, userId))
        .orderBy(desc(vendorApplications.createdAt), desc(vendorApplications.id))
        .limit(1);
      return answer(
        'GET /v1/profile/vendor-application',
        latest ? toVendorApplication(latest) : null,
      );
    },
    { onRequest: requireShopper },
  );
}

import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { vendorApplications } from '../db/schema-accounts';
import { answer } from '../http/envelope';
import { bearerSecurity, requireShopper, shopperOf } from '../plugins/auth';
import { envelope, responses } from '../schemas/primitives';
import { applicationSchema, toVendorApplication } from './vendor-application-view';

/** The shopper's latest application, so the vendor tab shows its status instead of a new form. */
export function registerMyApplicationRoute(app: FastifyInstance): void {
  app.get(
    '/profile/vendor-application',
    {
      onRequest: requireShopper,
      schema: {
        tags: ['vendors'],
        security: bearerSecurity,
        description: "The signed-in shopper's latest vendor application, or null.",
        response: responses(envelope({ anyOf: [applicationSchema, { type: 'null' }] })),
      },
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
  );
}

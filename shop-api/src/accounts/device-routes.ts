import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions } from '../db/schema-accounts';
import { notFound } from '../http/api-error';
import { contractRoute } from '../http/contract-route';
import { answer } from '../http/envelope';
import { bearerSecurity, requireShopper, shopperOf } from '../plugins/auth';

const secured = { onRequest: requireShopper };
const docs = { tags: ['profile'], security: bearerSecurity };

/**
 * Signing devices out. A revoked session's token is refused on its next call (every signed-in
 * call looks the session up in the database), so the browser holding it is signed out there.
 */
export function registerDeviceRoutes(app: FastifyInstance): void {
  contractRoute(
    app,
    'DELETE /v1/profile/devices/{id}',
    docs,
    async (request) => {
      const shopper = shopperOf(request);
      const revoked = await app.db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.id, request.params.id),
            eq(sessions.userId, shopper.userId),
            isNull(sessions.revokedAt),
          ),
        )
        .returning({ id: sessions.id });
      if (revoked.length === 0) throw notFound('Device');
      return answer('DELETE /v1/profile/devices/{id}', null, 'The device has been signed out.');
    },
    secured,
  );

  contractRoute(
    app,
    'POST /v1/profile/devices/revoke-others',
    {
      ...docs,
      description: 'Signs out every session of the shopper except the one making the call.',
    },
    async (request) => {
      const shopper = shopperOf(request);
      const revoked = await app.db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.userId, shopper.userId),
            ne(sessions.id, shopper.sessionId),
            isNull(sessions.revokedAt),
          ),
        )
        .returning({ id: sessions.id });
      return answer(
        'POST /v1/profile/devices/revoke-others',
        { revoked: revoked.length },
        'All other sessions have been signed out.',
      );
    },
    secured,
  );
}

import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions } from '../db/schema-accounts';
import { notFound } from '../http/api-error';
import { answer } from '../http/envelope';
import { bearerSecurity, requireShopper, shopperOf } from '../plugins/auth';
import { envelope, idParams, int, nullEnvelope, object, responses } from '../schemas/primitives';

const secured = { onRequest: requireShopper };
const tags = ['profile'];

/**
 * Signing devices out. A revoked session's token is refused on its next call (every signed-in
 * call looks the session up in the database), so the browser holding it is signed out there.
 */
export function registerDeviceRoutes(app: FastifyInstance): void {
  app.delete<{ Params: { id: number } }>(
    '/profile/devices/:id',
    {
      ...secured,
      schema: {
        tags,
        security: bearerSecurity,
        params: idParams,
        response: responses(nullEnvelope),
      },
    },
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
  );

  app.post(
    '/profile/devices/revoke-others',
    {
      ...secured,
      schema: {
        tags,
        security: bearerSecurity,
        description: 'Signs out every session of the shopper except the one making the call.',
        response: responses(envelope(object({ revoked: int }))),
      },
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
  );
}

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions } from '../db/schema-accounts';
import { contractRoute } from '../http/contract-route';
import { translatedError } from '../http/translated-errors';
import { bearerOnlySecurity, bearerToken, requireBearerShopper, shopperOf } from '../plugins/auth';
import { setShopCookie } from '../plugins/cookies';
import { SHORT_SESSION_MS } from './tokens';

/**
 * The browser's one move from a token in storage to the cookie: it calls this once with its
 * stored token as Bearer, then deletes the storage. The cookie carries the same token, so the
 * session row (its device entry, expiry and revocation) stays the one it was.
 */
export function registerSessionCookieRoute(app: FastifyInstance): void {
  contractRoute(
    app,
    'POST /v1/session/cookie',
    {
      tags: ['accounts'],
      security: bearerOnlySecurity,
      description:
        "Bearer only (401 `bearer_required` otherwise): sets the session cookie for the Bearer token's own session, persistent until the session's expiry for a remember-me session, else until the browser closes. 204.",
    },
    async (request, reply) => {
      const token = bearerToken(request);
      if (!token) throw translatedError(request, 401, 'bearer_required');
      const { sessionId } = shopperOf(request);
      const [session] = await app.db
        .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.id, sessionId));
      if (!session) throw translatedError(request, 401, 'bearer_required');
      // A session made longer than a short one is a remember-me session.
      const long = session.expiresAt.getTime() - session.createdAt.getTime() > SHORT_SESSION_MS;
      const left = (session.expiresAt.getTime() - Date.now()) / 1000;
      setShopCookie(reply, 'session', token, long ? left : undefined);
      return reply.status(204).send();
    },
    { onRequest: requireBearerShopper },
  );
}

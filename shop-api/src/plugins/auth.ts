import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashToken } from '../accounts/tokens';
import type { Db } from '../db/client';
import { sessions } from '../db/schema-accounts';
import { ApiError } from '../http/api-error';

export interface Shopper {
  userId: number;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    shopper: Shopper | null;
  }
}

const TOUCH_INTERVAL_MS = 60_000;

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('shopper', null);
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/.exec(header.trim());
  return match?.[1] ?? null;
}

/** The session of a token, built once per database: it runs before every signed-in answer. */
function prepareSessionLookup(db: Db) {
  return db
    .select({ id: sessions.id, userId: sessions.userId, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        // The database's clock, not a bound Date: PGlite spends milliseconds serialising one.
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .prepare('auth_session');
}

const lookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

function sessionLookup(db: Db) {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    lookups.set(db, lookup);
  }
  return lookup;
}

/** onRequest hook of every signed-in route: a live, unrevoked session or 401. */
export async function requireShopper(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw new ApiError(401, 'Unauthenticated.');
  const db = request.server.db;
  const now = new Date();
  const [session] = await sessionLookup(db).execute({ tokenHash: hashToken(token) });
  if (!session) throw new ApiError(401, 'Unauthenticated.');
  request.shopper = { userId: session.userId, sessionId: session.id };
  // Last activity for the device list, written at most once a minute per session.
  if (!session.lastUsedAt || now.getTime() - session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, session.id));
  }
}

export function shopperOf(request: FastifyRequest): Shopper {
  if (!request.shopper) throw new ApiError(401, 'Unauthenticated.');
  return request.shopper;
}

export const bearerSecurity = [{ bearer: [] }];

import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashToken } from '../accounts/tokens';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema-accounts';
import { ApiError } from '../http/api-error';
import { translatedError } from '../http/translated-errors';
import { requestShopLanguage } from '../mail/mail-language';
import { clearShopCookie, cookieToken } from './cookies';

export interface Shopper {
  userId: number;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    shopper: Shopper | null;
    /** The request's session cookie names no live session (revoked, expired): it gets cleared. */
    deadSessionCookie: boolean;
  }
}

const TOUCH_INTERVAL_MS = 60_000;

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('shopper', null);
  app.decorateRequest('deadSessionCookie', false);
  // The browser cannot delete an HttpOnly cookie itself: without this, a session revoked from
  // another device would answer 401 to every cart call for the cookie's remaining 30 days,
  // instead of the browser going on as a visitor.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.deadSessionCookie) clearShopCookie(reply, 'session');
    return payload;
  });
}

/** The token of `Authorization: Bearer …` (API clients), or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * The request's session token: the Bearer header first (API clients), else the session cookie
 * (the shop's pages). A request with a Bearer token is judged by it alone, never by its cookie.
 */
export function sessionToken(request: FastifyRequest): string | null {
  return bearerToken(request) ?? cookieToken(request, 'session');
}

/**
 * The condition that makes a session live: its token's hash, not revoked, not expired. Checked in
 * the database on every signed-in call, so a revocation through any API instance counts at once.
 */
export function liveSessionWhere() {
  return and(
    eq(sessions.tokenHash, sql.placeholder('tokenHash')),
    isNull(sessions.revokedAt),
    // The database's clock, not a bound Date: PGlite spends milliseconds serialising one.
    gt(sessions.expiresAt, sql`now()`),
  );
}

/** The session of a token, built once per database: it runs before every signed-in answer. */
function prepareSessionLookup(db: Db) {
  return db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      lastUsedAt: sessions.lastUsedAt,
      language: users.language,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSessionWhere())
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

/** The hash of the request's session token (the `tokenHash` of `liveSessionWhere`), or 401. */
export function tokenHashOf(request: FastifyRequest): string {
  const token = sessionToken(request);
  if (!token) throw new ApiError(401, 'Unauthenticated.');
  return hashToken(token);
}

export interface LiveSession {
  id: number;
  userId: number;
  lastUsedAt: Date | null;
  /** The account's recorded shop language (`users.language`). */
  language: string | null;
}

/**
 * Makes a session the database found live (or 401 when it found none) the request's shopper,
 * records its last activity for the device list at most once a minute, and the shop language the
 * request was made in when it differs from the account's (the mails follow the last one used).
 */
export async function acceptSession(
  request: FastifyRequest,
  session: LiveSession | undefined,
): Promise<Shopper> {
  if (!session) {
    if (!bearerToken(request) && cookieToken(request, 'session')) request.deadSessionCookie = true;
    throw new ApiError(401, 'Unauthenticated.');
  }
  const shopper = { userId: session.userId, sessionId: session.id };
  request.shopper = shopper;
  const now = new Date();
  if (!session.lastUsedAt || now.getTime() - session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await request.server.db
      .update(sessions)
      .set({ lastUsedAt: now })
      .where(eq(sessions.id, session.id));
  }
  const language = requestShopLanguage(request);
  if (language && language !== session.language) {
    await request.server.db.update(users).set({ language }).where(eq(users.id, session.userId));
  }
  return shopper;
}

/** onRequest hook of every signed-in route: a live, unrevoked session or 401. */
export async function requireShopper(request: FastifyRequest): Promise<void> {
  const tokenHash = tokenHashOf(request);
  const [session] = await sessionLookup(request.server.db).execute({ tokenHash });
  await acceptSession(request, session);
}

/**
 * onRequest hook of the state-changing GETs the API keeps for its clients (`GET /v1/clear/cart`):
 * a cookie goes with every link another site's page holds, so these accept the Bearer header only.
 */
export async function requireBearerShopper(request: FastifyRequest): Promise<void> {
  if (!bearerToken(request)) throw translatedError(request, 401, 'bearer_required');
  await requireShopper(request);
}

/**
 * onRequest hook of the routes a visitor may call too (the cart): a request that carries a
 * session (Bearer or cookie) must carry a live one (else 401); one without stays a visitor.
 */
export async function optionalShopper(request: FastifyRequest): Promise<void> {
  if (sessionToken(request)) await requireShopper(request);
}

export function shopperOf(request: FastifyRequest): Shopper {
  if (!request.shopper) throw new ApiError(401, 'Unauthenticated.');
  return request.shopper;
}

/** Signed-in routes: the Bearer header (API clients) or the session cookie (the shop's pages). */
type Security = Record<string, string[]>[];
export const bearerSecurity: Security = [{ bearer: [] }, { sessionCookie: [] }];
/** Routes that accept the Bearer header only (state-changing GETs, the cookie migration). */
export const bearerOnlySecurity: Security = [{ bearer: [] }];

import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AttemptLimiter } from '../accounts/attempt-limiter';
import { hashToken, newToken } from '../accounts/tokens';
import type { Db } from '../db/client';
import { visitorCarts } from '../db/schema-shopping';
import { ApiError } from '../http/api-error';
import { translatedError } from '../http/translated-errors';
import { cookieToken, setShopCookie, VISITOR_CART_SECONDS } from '../plugins/cookies';
import type { CartOwner } from './cart-owner';

/** A visitor cart is alive while used within its cookie's lifetime (`VISITOR_CART_SECONDS`). */
const alive = sql`now() - interval '30 days'`;

/** The live visitor cart of a cookie value; an expired one reads as none (an empty cart). */
export async function findVisitorCart(db: Db, token: string): Promise<number | null> {
  const [cart] = await db
    .select({ id: visitorCarts.id })
    .from(visitorCarts)
    .where(and(eq(visitorCarts.tokenHash, hashToken(token)), gt(visitorCarts.lastUsedAt, alive)));
  return cart?.id ?? null;
}

/**
 * The cart a request works on: the signed-in shopper's (`optionalShopper` ran before), else the
 * visitor's of its cookie, whose use renews the cookie's 30 days. With `create`, a visitor
 * without a live cart gets a new one and its cookie (counted per client address, 429 past
 * `VISITOR_CARTS_MAX_PER_IP`); without it, null.
 */
export async function cartOwnerOf(
  request: FastifyRequest,
  reply: FastifyReply,
  { create, limiter }: { create: boolean; limiter: AttemptLimiter },
): Promise<CartOwner | null> {
  if (request.shopper) return { userId: request.shopper.userId };
  const { db, config } = request.server;
  const token = cookieToken(request, 'visitor');
  const found = token ? await findVisitorCart(db, token) : null;
  if (token && found !== null) {
    await db.update(visitorCarts).set({ lastUsedAt: new Date() }).where(eq(visitorCarts.id, found));
    setShopCookie(reply, 'visitor', token, VISITOR_CART_SECONDS);
    return { visitorCartId: found };
  }
  if (!create) return null;
  try {
    await limiter.takePerAddress('visitor-cart', request.ip, config.visitorCartsMaxPerIp);
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 429) {
      const retryAfter = error.retryAfter;
      throw translatedError(request, 429, 'too_many_visitor_carts', {
        ...(retryAfter === undefined ? {} : { retryAfter }),
      });
    }
    throw error;
  }
  const fresh = newToken();
  const [created] = await db
    .insert(visitorCarts)
    .values({ tokenHash: fresh.hash, ip: request.ip.slice(0, 64) })
    .returning({ id: visitorCarts.id });
  if (!created) throw new ApiError(409, 'The cart changed; please try again.');
  setShopCookie(reply, 'visitor', fresh.token, VISITOR_CART_SECONDS);
  return { visitorCartId: created.id };
}

/** Deletes the visitor carts unused for 30 days (their items go with them); returns how many. */
export async function sweepVisitorCarts(db: Db): Promise<number> {
  const gone = await db
    .delete(visitorCarts)
    .where(lt(visitorCarts.lastUsedAt, alive))
    .returning({ id: visitorCarts.id });
  return gone.length;
}

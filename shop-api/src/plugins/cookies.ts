import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A visitor's cart lives 30 days after its last use, like a remember-me session. */
export const VISITOR_CART_SECONDS = 30 * 24 * 60 * 60;

/**
 * Parses the request's cookies (`request.cookies`) and lets replies set them. No signing: both
 * of the shop's cookies carry 32 random bytes that the database knows only by their SHA-256.
 */
export async function registerCookies(app: FastifyInstance): Promise<void> {
  await app.register(cookie, { hook: 'onRequest' });
}

type CookieKind = 'session' | 'visitor';

/** The value of the shop's session or visitor cookie, when it looks like one of our tokens. */
export function cookieToken(request: FastifyRequest, kind: CookieKind): string | null {
  const value = request.cookies?.[request.server.config.cookies[kind]];
  return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
}

/**
 * HttpOnly so no script reads it, SameSite=Lax so other sites' pages do not send it with their
 * writes, `Path=/` and no `Domain` as the `__Host-` prefix requires. Without `maxAgeSeconds` it
 * is a browser-session cookie, gone when the browser closes.
 */
export function setShopCookie(
  reply: FastifyReply,
  kind: CookieKind,
  value: string,
  maxAgeSeconds?: number,
): void {
  const { cookies } = reply.server.config;
  reply.setCookie(cookies[kind], value, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: cookies.secure,
    ...(maxAgeSeconds === undefined ? {} : { maxAge: Math.max(0, Math.floor(maxAgeSeconds)) }),
  });
}

/** `Max-Age=0` with the attributes it was set with, so the browser drops it. */
export function clearShopCookie(reply: FastifyReply, kind: CookieKind): void {
  const { cookies } = reply.server.config;
  reply.clearCookie(cookies[kind], {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: cookies.secure,
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translatedError } from '../http/translated-errors';
import { bearerToken } from './auth';
import { cookieToken } from './cookies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a write that carries the shop's cookies comes from the shop itself. SameSite=Lax keeps
 * the cookies off other sites' writes in today's browsers; this is the check that does not rest
 * on the browser: `Sec-Fetch-Site: same-origin`, else an `Origin` among the shop's own origins.
 * A request with neither header is no browser's (the render service forwarding the cookie).
 */
export function isOwnOrigin(request: FastifyRequest, ownOrigins: ReadonlySet<string>): boolean {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (site === 'same-origin') return true;
  if (origin !== undefined) return ownOrigins.has(origin);
  return site === undefined;
}

/**
 * Refuses (403 `cross_site_request`) every write that a cookie would authenticate and that does
 * not come from the shop's origins. A Bearer request is exempt: no page of another site can send
 * that header without the API's CORS consent.
 */
export function registerCsrfCheck(app: FastifyInstance): void {
  const ownOrigins = new Set(app.config.corsOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!cookieToken(request, 'session') && !cookieToken(request, 'visitor')) return;
    if (bearerToken(request)) return;
    if (!isOwnOrigin(request, ownOrigins)) {
      throw translatedError(request, 403, 'cross_site_request');
    }
  });
}

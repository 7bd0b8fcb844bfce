import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { cookieToken } from './cookies';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer. The API answers JSON and images, so its own content policy
 * allows nothing to run; `/docs` sets its own, wider policy for the Swagger UI page. Images are
 * shown by the shop's pages on other origins, hence `Cross-Origin-Resource-Policy: cross-origin`.
 * Each header has one value: Helmet alone sets them (`Referrer-Policy: no-referrer`), so a proxy
 * in front must not add its own copy.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // Built once: the Fastify plugin builds Helmet's middleware again for every request, which
  // cost a twentieth of the CPU of a cart answer.
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Set below, only for requests that came over HTTPS.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // `request.protocol` believes `X-Forwarded-Proto` only from the proxies in TRUST_PROXY.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
  // Answers to a signed-in shopper or a visitor with a cart (header or cookie), and every answer
  // to a write (login and register carry a token or an account), must never be kept by a
  // browser or a proxy cache.
  const cacheable = new Set(['GET', 'HEAD', 'OPTIONS']);
  app.addHook('onSend', (request, reply, payload, done) => {
    const personal =
      request.headers.authorization ||
      cookieToken(request, 'session') ||
      cookieToken(request, 'visitor');
    if (personal || !cacheable.has(request.method)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

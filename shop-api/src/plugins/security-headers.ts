import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers on every answer. The API answers JSON and images, so its own content policy
 * allows nothing to run; `/docs` sets its own, wider policy for the Swagger UI page. Images are
 * shown by the shop's pages on other origins, hence `Cross-Origin-Resource-Policy: cross-origin`.
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
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
  // Answers to a signed-in shopper, and every answer to a write (login and register carry a
  // token or an account), must never be kept by a browser or a proxy cache.
  const cacheable = new Set(['GET', 'HEAD', 'OPTIONS']);
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers.authorization || !cacheable.has(request.method))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

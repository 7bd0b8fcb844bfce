import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer. The API answers JSON and images, so its own content policy
 * allows nothing to run; `/docs` sets its own, wider policy for the Swagger UI page. Images are
 * shown by the shop's pages on other origins, hence `Cross-Origin-Resource-Policy: cross-origin`.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  // Answers to a signed-in shopper, and every answer to a write (login and register carry a
  // token or an account), must never be kept by a browser or a proxy cache.
  const cacheable = new Set(['GET', 'HEAD', 'OPTIONS']);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.headers.authorization || !cacheable.has(request.method))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** OpenAPI document generated from the route schemas, browsable at /docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'shop-api',
        description:
          "REST API of the multi-vendor shop. Every answer is `{ status, message, data }` or `{ status: false, message, errors?, codes?, code? }`. API clients authenticate with `Authorization: Bearer`, the shop's pages with the session cookie; a write carrying a cookie must come from the shop's own origins (403 `cross_site_request`).",
        version: '1.0.0',
      },
      servers: [{ url: app.config.publicUrl }],
      components: {
        // API clients send the Bearer token; the shop's pages the HttpOnly session cookie.
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          sessionCookie: { type: 'apiKey', in: 'cookie', name: app.config.cookies.session },
        },
      },
    },
  });
  // The UI page runs its own scripts and styles: it gets its own content policy (the API's
  // answers allow nothing to run).
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header,
  });
}

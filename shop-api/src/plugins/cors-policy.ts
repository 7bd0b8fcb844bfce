import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * CORS for the shop's own origins only (`CORS_ORIGINS`). Only they get
 * `Access-Control-Allow-Origin` (never a reflected foreign origin) and
 * `Access-Control-Allow-Credentials: true`, so a page of the shop served from another origin than
 * the API may send its cookies; any other page reads nothing and sends no cookie it could use.
 */
export async function registerCorsPolicy(app: FastifyInstance): Promise<void> {
  const ownOrigins = new Set(app.config.corsOrigins);
  const base = {
    origin: app.config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'Content-Type',
      'Authorization',
      'Accept',
      'Accept-Language',
      'Idempotency-Key',
      'X-Request-Id',
    ],
    // The statement's CSV names its file; limits say when to come back; the request id is
    // what a shopper's bug report quotes.
    exposedHeaders: ['Content-Disposition', 'Retry-After', 'X-Request-Id'],
    maxAge: 600,
  };
  await app.register(cors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      callback(null, { ...base, credentials: origin !== undefined && ownOrigins.has(origin) });
    },
  });
}

import { envelope, failure, object, str } from '@shop/shared-contracts/api/schema/primitives';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../db/client';
import type { Lifecycle } from '../lifecycle/lifecycle';
import { readinessCheck } from './readiness';

const MESSAGES = {
  'shutting-down': 'The server is shutting down.',
  'database-unavailable': 'The database does not answer.',
  'migrations-pending': 'The database is not migrated to this version.',
  'search-starting': 'The search index is being built.',
} as const;

const readySchema = {
  tags: ['health'],
  description:
    'Ready for traffic: the database answers `SELECT 1` in time and every migration of this build is applied and the search index is built. 503 with `reason` (`shutting-down`, `database-unavailable`, `migrations-pending`, `search-starting`) otherwise; load balancers route by this.',
  response: {
    200: envelope(object({ database: str(20) })),
    503: Type.Object({
      ...failure.properties,
      reason: Type.Optional(Type.String()),
      pending: Type.Optional(Type.Array(Type.String())),
    }),
  },
};

/**
 * `/health/live` (the process serves: restart it when this fails), `/health/ready` (send it
 * traffic) and `/health`, the older name of ready that scripts and health checks still call.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  database: Database,
  lifecycle: Lifecycle,
  searchStarted?: () => Promise<unknown>,
): void {
  const check = readinessCheck(database, lifecycle, app.config.readyTimeoutMs, searchStarted);

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        description: 'The process is up and serving; 200 while it answers at all.',
        response: { 200: envelope(object({ database: str(20) })) },
      },
    },
    async () => ({ status: true, message: 'OK', data: { database: database.kind } }),
  );

  const ready = async (_request: unknown, reply: FastifyReply) => {
    const state = await check();
    if (state.ready) return { status: true, message: 'OK', data: { database: database.kind } };
    if (state.cause) app.log.warn({ reason: state.reason, cause: state.cause }, 'not ready');
    return reply.status(503).send({
      status: false,
      message: MESSAGES[state.reason],
      reason: state.reason,
      ...(state.pending ? { pending: state.pending } : {}),
    });
  };
  app.get('/health/ready', { schema: readySchema }, ready);
  app.get('/health', { schema: readySchema }, ready);
}

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const SANE_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * The request id of a request: the `X-Request-Id` nginx (or any caller) sent when it is a sane
 * value, so one id ties the proxy's and the API's log lines together; otherwise a new UUID.
 * Anything else is replaced rather than cleaned, so a log line never carries a caller's junk.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && SANE_ID.test(sent) ? sent : randomUUID();
}

/** Every answer, 404s and errors included, names its request id for support and tracing. */
export function registerRequestIdEcho(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}

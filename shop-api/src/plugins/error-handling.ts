import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error';
import { validationErrors } from '../http/validation-messages';

/**
 * One envelope for every failure. Client errors say what was wrong; server errors are logged
 * and answered with a generic message that reveals nothing of the internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
      return reply.status(error.statusCode).send({
        status: false,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.codes ? { codes: error.codes } : {}),
        ...(error.code ? { code: error.code } : {}),
        ...(error.available === undefined ? {} : { available: error.available }),
      });
    }
    if (error.validation) {
      const { errors, codes } = validationErrors(
        error.validation,
        error.validationContext ?? 'body',
      );
      const first = Object.values(errors)[0]?.[0];
      return reply.status(422).send({
        status: false,
        message: first ?? 'The given data was invalid.',
        errors,
        codes,
      });
    }
    if (isDatabaseCode(error, '40P01') || isDatabaseCode(error, '40001')) {
      return reply.status(409).send({
        status: false,
        message: 'Another request changed the same data. Please try again.',
      });
    }
    // Class 22 (data exception): text PostgreSQL cannot store or read (a NUL byte, invalid
    // UTF-8, a number out of range) that slipped past the schemas is the client's input.
    if (databaseCodeOf(error)?.startsWith('22')) {
      return reply.status(422).send({
        status: false,
        message: 'The given data was invalid.',
        errors: { input: ['The given data contains a value that cannot be stored.'] },
      });
    }
    // The database is gone for a moment (a restart, a failover): the request may be retried, and
    // a load balancer reads 503 as "try another instance"; a 500 would say this server is broken.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return reply.status(503).send({
        status: false,
        message: 'The shop is briefly unavailable. Please try again in a few seconds.',
      });
    }
    if (isDatabaseCode(error, '23505')) {
      return reply.status(409).send({ status: false, message: 'This entry already exists.' });
    }
    const status = error.statusCode ?? 500;
    // Every 429 says when to come back, whichever limiter (or plugin) sent it.
    if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ status: false, message: clientMessage(error) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      status: false,
      message: 'Something went wrong on our side. Please try again later.',
    });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      status: false,
      message: `Route ${request.method} ${request.url.split('?')[0]} not found.`,
    }),
  );
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    default:
      // Fastify's own 4xx messages describe the request, not the server.
      return error.message.slice(0, 300);
  }
}

/**
 * Postgres error codes of lost races (unique_violation, deadlock, serialization failure), possibly
 * wrapped by Drizzle: the client may retry, the server is fine.
 */
function isDatabaseCode(error: unknown, code: string): boolean {
  return databaseCodeOf(error) === code;
}

/** The error and the errors it wraps (Drizzle wraps the driver's), at most three deep. */
function* causeChain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    if (typeof current !== 'object') return;
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** The five-character SQLSTATE of a database error, possibly wrapped by Drizzle. */
export function databaseCodeOf(error: unknown): string | null {
  for (const { code } of causeChain(error)) {
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/** Network errors of the driver, and the pool's own when it cannot connect in time. */
const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);
const CONNECTION_ERROR_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/;

/**
 * A lost or refused database connection: SQLSTATE class 08 (connection exception), 57P01 to
 * 57P03 (the server shutting down or starting), or the driver's network errors.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = databaseCodeOf(error);
  if (code?.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03')
    return true;
  for (const { code: raw, message } of causeChain(error)) {
    if (typeof raw === 'string' && CONNECTION_ERROR_CODES.has(raw)) return true;
    if (typeof message === 'string' && CONNECTION_ERROR_MESSAGES.test(message)) return true;
  }
  return false;
}

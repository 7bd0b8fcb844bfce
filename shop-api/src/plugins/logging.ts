import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';

const REDACTED = '[redacted]';

// Secrets and personal data never reach a log line, wherever they sit in the logged object.
const secretKeys = [
  'authorization',
  'cookie',
  'password',
  'password_confirmation',
  'current_password',
  'passwordHash',
  'password_hash',
  'token',
  'tokenHash',
  'token_hash',
  'email',
  'phone',
  'phone_number',
  'address',
];
const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  ...secretKeys.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/**
 * A failed Drizzle query carries its SQL parameters (e-mail addresses, password hashes) in
 * `params` and in its message, and the database quotes the offending value in its own message
 * ('invalid input syntax for type integer: "a@b.de"'). The logged error keeps the SQL, the
 * SQLSTATE and the database's reason, without the values.
 */
export function errorWithoutParams(error: Error): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  const withoutParams = (text: string) =>
    text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '').replace(/"[^"\n]*"/g, '"[value]"');
  const { cause, code, query } = error as { cause?: unknown; code?: unknown; query?: unknown };
  return {
    type: error.name,
    message: withoutParams(error.message),
    stack: withoutParams(error.stack ?? ''),
    ...(typeof query === 'string' ? { query } : {}),
    ...(code !== undefined ? { code } : {}),
    ...(cause instanceof Error ? { cause: errorWithoutParams(cause) } : {}),
  };
}

export type LoggerSetting = boolean | { stream: NodeJS.WritableStream };

export function loggerOptions(
  setting: LoggerSetting,
  level: string,
): FastifyServerOptions['logger'] {
  if (!setting) return false;
  return {
    level,
    redact: { paths: redactPaths, censor: REDACTED },
    serializers: { err: errorWithoutParams },
    ...(setting === true ? {} : { stream: setting.stream }),
  };
}

/** Liveness, readiness and scrape requests come every few seconds: `debug` keeps them out. */
const quietPath = /^\/(health(\/|$)|metrics$)/;

/** The path without the query string, which may hold e-mail addresses or search words. */
export const pathOf = (request: FastifyRequest): string => request.url.split('?')[0] ?? '';

/**
 * One line per request at `info` when it completes: method, route pattern, path, status and
 * duration, with the request id as `reqId`. Never headers, the query string or the body, so
 * tokens, cookies, passwords and e-mail addresses cannot reach it. Health checks go to `debug`.
 */
export class RequestLogs extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ method: request.method, path: pathOf(request) }, 'incoming request');
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const path = pathOf(request);
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? null,
      path,
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (quietPath.test(path)) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }

  // The completed line already says 404; the default would log the raw URL with its query.
  override routeNotFound(): void {}
}

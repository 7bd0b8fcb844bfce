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

/**
 * Fastify logs every request at `info`, which is noise in `pnpm start`: here the request lines
 * go to `debug`, while errors keep Fastify's own levels.
 */
export class DebugRequestLogs extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply, {});
    reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug({ url: request.url.split('?')[0] }, 'route not found');
  }
}

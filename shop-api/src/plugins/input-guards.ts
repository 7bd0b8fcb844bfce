import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldError } from '../http/api-error';

/**
 * Checks every route's params, query and body after schema validation, in one place:
 * - a NUL character cannot be stored in PostgreSQL text and is never meaningful input;
 * - "1e400", "Infinity" and "-Infinity" pass Ajv's number coercion as ±Infinity and slip past
 *   its minimum/maximum checks, so a number that is not finite is refused here.
 * Both answer 422 with an error on the field that holds the value.
 */
export function registerInputGuards(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs before every answer, and needs no promise.
  app.addHook('preHandler', (request: FastifyRequest, _reply, done) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const problem = findProblem(value, part);
      if (problem) return done(fieldError(problem.field, problem.message));
    }
    done();
  });
}

interface Problem {
  field: string;
  message: string;
}

/** The first NUL string or non-finite number in a value, named by its top-level field. */
export function findProblem(value: unknown, field: string, depth = 0): Problem | null {
  if (typeof value === 'string') {
    return value.includes('\u0000')
      ? { field, message: `The ${label(field)} field must not contain NUL characters.` }
      : null;
  }
  if (typeof value === 'number') {
    return Number.isFinite(value)
      ? null
      : { field, message: `The ${label(field)} field must be a finite number.` };
  }
  if (!value || typeof value !== 'object' || depth > 20) return null;
  for (const [key, inner] of Object.entries(value)) {
    // Top-level keys name the field; deeper values report the field that holds them.
    const problem = findProblem(inner, depth === 0 ? key : field, depth + 1);
    if (problem) return problem;
  }
  return null;
}

const label = (field: string) => field.replace(/_/g, ' ');

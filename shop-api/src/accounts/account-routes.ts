import type { ApiCalls, LoginBody, RegisterBody } from '@shop/shared-contracts/api/calls';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions, users } from '../db/schema-accounts';
import { ApiError } from '../http/api-error';
import { answer } from '../http/envelope';
import { queueVerificationMail } from '../mail/email-verification';
import { bearerSecurity, requireShopper, shopperOf } from '../plugins/auth';
import { bool, envelope, nullEnvelope, object, responses, str } from '../schemas/primitives';
import type { AttemptLimiter } from './attempt-limiter';
import { passwordProblem, weakPasswordError } from './password-strength';
import { hashPassword, verifyPassword } from './passwords';
import { createSession } from './sessions';
import { toUser, userSchema } from './user-view';

export const TAKEN_EMAIL =
  'This email is already registered. Please use a different email or try to login.';
const INVALID_CREDENTIALS = 'Invalid credentials. Please check your email and password.';

const email = { type: 'string', format: 'email', minLength: 3, maxLength: 254 } as const;
export const normalizeEmail = (value: string) => value.trim().toLowerCase();

export function registerAccountRoutes(app: FastifyInstance, limiter: AttemptLimiter): void {
  app.post<{ Body: LoginBody; Reply: unknown }>(
    '/login',
    {
      schema: {
        tags: ['accounts'],
        body: object({ email: str(254, 1), password: str(128, 1), remember_me: bool }, [
          'email',
          'password',
        ]),
        response: responses(envelope(object({ token: str(100), user: userSchema }))),
      },
    },
    async (request) => {
      const address = normalizeEmail(request.body.email);
      await limiter.take('login', address, request.ip);
      const [user] = await app.db.select().from(users).where(eq(users.email, address));
      // Unknown emails skip the hash: registration reveals taken emails anyway (its 422 says so).
      if (!user || !(await verifyPassword(request.body.password, user.passwordHash))) {
        throw new ApiError(422, INVALID_CREDENTIALS, { email: [INVALID_CREDENTIALS] });
      }
      await limiter.succeeded('login', address, request.ip);
      const token = await createSession(
        app.db,
        user.id,
        request,
        request.body.remember_me === true,
      );
      const data: ApiCalls['POST /v1/login']['data'] = { token, user: toUser(user) };
      return answer('POST /v1/login', data, 'Login successful.');
    },
  );

  app.post<{ Body: RegisterBody }>(
    '/register',
    {
      schema: {
        tags: ['accounts'],
        body: object({
          name: str(120, 1),
          email,
          password: str(128, 8),
          password_confirmation: str(128, 1),
        }),
        response: responses(envelope(object({ user: userSchema })), 201),
      },
    },
    async (request, reply) => {
      const { name, password, password_confirmation } = request.body;
      const address = normalizeEmail(request.body.email);
      const errors: Record<string, string[]> = {};
      if (!name.trim()) errors.name = ['The name field is required.'];
      const weak = passwordProblem(password);
      if (weak) errors.password = [weak];
      else if (password !== password_confirmation)
        errors.password = ['The password confirmation does not match.'];
      const [taken] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, address));
      if (taken) errors.email = [TAKEN_EMAIL];
      if (Object.keys(errors).length) {
        throw new ApiError(
          422,
          errors.email
            ? TAKEN_EMAIL
            : weak
              ? weakPasswordError(weak)
              : (Object.values(errors)[0]?.[0] ?? 'Validation error'),
          errors,
        );
      }
      const [user] = await app.db
        .insert(users)
        .values({
          name: name.trim(),
          email: address,
          passwordHash: await hashPassword(password, app.config.passwordHashLogN),
        })
        .onConflictDoNothing()
        .returning();
      if (!user) throw new ApiError(422, TAKEN_EMAIL, { email: [TAKEN_EMAIL] });
      queueVerificationMail(app, request, user);
      reply.status(201);
      return answer(
        'POST /v1/register',
        { user: toUser(user) },
        'Registration successful! Please check your inbox to verify your email.',
      );
    },
  );

  app.post(
    '/logout',
    {
      onRequest: requireShopper,
      schema: { tags: ['accounts'], security: bearerSecurity, response: responses(nullEnvelope) },
    },
    async (request) => {
      const { sessionId } = shopperOf(request);
      await app.db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
      return answer('POST /v1/logout', null, 'Logged out successfully.');
    },
  );
}

import {
  type FieldErrorCode,
  isPasswordErrorKey,
  passwordCode,
} from '@shop/shared-contracts/api/error-keys';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions, users } from '../db/schema-accounts';
import { ApiError } from '../http/api-error';
import { contractRoute } from '../http/contract-route';
import { answer } from '../http/envelope';
import { bearerSecurity, requireShopper, shopperOf } from '../plugins/auth';
import { normalizeEmail, TAKEN_EMAIL } from './account-routes';
import type { AttemptLimiter } from './attempt-limiter';
import { registerDeviceRoutes } from './device-routes';
import { passwordProblem, weakPasswordError } from './password-strength';
import { hashPassword, verifyPassword } from './passwords';
import { loadDevices } from './profile-view';
import { loadUserView } from './user-view';

const secured = { onRequest: requireShopper };
const docs = { tags: ['profile'], security: bearerSecurity };

export function registerProfileRoutes(app: FastifyInstance, limiter: AttemptLimiter): void {
  contractRoute(
    app,
    'GET /v1/profile',
    docs,
    async (request) => {
      const shopper = shopperOf(request);
      const [user] = await app.db.select().from(users).where(eq(users.id, shopper.userId));
      if (!user) throw new ApiError(401, 'Unauthenticated.');
      return answer('GET /v1/profile', {
        user: await loadUserView(app.db, user),
        devices: await loadDevices(app.db, user.id, shopper.sessionId),
      });
    },
    secured,
  );

  contractRoute(
    app,
    'POST /v1/profile/update',
    docs,
    async (request) => {
      const shopper = shopperOf(request);
      const body = request.body;
      const [user] = await app.db.select().from(users).where(eq(users.id, shopper.userId));
      if (!user) throw new ApiError(401, 'Unauthenticated.');
      const changes: Partial<typeof users.$inferInsert> = {};
      const errors: Record<string, string[]> = {};
      const codes: Record<string, FieldErrorCode> = {};
      const refuse = (field: string, message: string, code: FieldErrorCode) => {
        errors[field] = [message];
        codes[field] = code;
      };
      if (body.name !== undefined && body.name.trim() !== user.name) {
        if (!body.name.trim()) refuse('name', 'The name field is required.', 'required');
        changes.name = body.name.trim();
      }
      const email = body.email === undefined ? undefined : normalizeEmail(body.email);
      if (email !== undefined && email !== user.email) {
        const [taken] = await app.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, email));
        if (taken) refuse('email', TAKEN_EMAIL, 'email_taken');
        changes.email = email;
        changes.emailVerifiedAt = null;
      }
      // The mail language needs no password: it changes nothing but the language of the mails.
      if (body.mail_language !== undefined && body.mail_language !== user.mailLanguage)
        changes.mailLanguage = body.mail_language;
      if (body.password !== undefined) {
        // Judged against the account as it will be: its new e-mail or name count too.
        const weak = passwordProblem(body.password, {
          email: changes.email ?? user.email,
          name: changes.name ?? user.name,
        });
        if (weak) refuse('password', weak, passwordCode(weak));
        if (body.password !== body.password_confirmation)
          refuse(
            'password_confirmation',
            'The password confirmation does not match.',
            'password_mismatch',
          );
      }
      // A new password or e-mail takes the account over, so an open session alone is not
      // enough: the current password must come with it.
      if (body.password !== undefined || changes.email !== undefined) {
        const account = String(user.id);
        if (!body.current_password)
          refuse(
            'current_password',
            body.password !== undefined
              ? 'The current password is required to set a new password.'
              : 'The current password is required to change the email address.',
            'required',
          );
        else {
          // Counted before the check, like sign-in: a stolen session must not guess freely.
          await limiter.take('current-password', account, request.ip);
          if (await verifyPassword(body.current_password, user.passwordHash))
            await limiter.succeeded('current-password', account, request.ip);
          else refuse('current_password', 'The current password is incorrect.', 'invalid');
        }
      }
      if (Object.keys(errors).length) {
        const weak = errors.password?.[0];
        const message =
          weak && isPasswordErrorKey(weak)
            ? weakPasswordError(weak)
            : (Object.values(errors)[0]?.[0] ?? 'Validation error');
        throw new ApiError(422, message, errors, { codes });
      }
      // Hashed only once everything else holds: a refused update costs no second hash.
      if (body.password !== undefined)
        changes.passwordHash = await hashPassword(body.password, app.config.passwordHashLogN);
      if (Object.keys(changes).length === 0) {
        return answer(
          'POST /v1/profile/update',
          { user: await loadUserView(app.db, user), email_verification_needed: false },
          'Nothing to update.',
        );
      }
      const [updated] = await app.db
        .update(users)
        .set(changes)
        .where(eq(users.id, user.id))
        .returning();
      if (!updated) throw new ApiError(401, 'Unauthenticated.');
      if (changes.passwordHash) {
        // A new password signs out every other device.
        await app.db
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(
            and(
              eq(sessions.userId, user.id),
              ne(sessions.id, shopper.sessionId),
              isNull(sessions.revokedAt),
            ),
          );
      }
      return answer(
        'POST /v1/profile/update',
        {
          user: await loadUserView(app.db, updated),
          email_verification_needed: changes.email !== undefined,
        },
        'Profile updated successfully.',
      );
    },
    secured,
  );

  registerDeviceRoutes(app);
}

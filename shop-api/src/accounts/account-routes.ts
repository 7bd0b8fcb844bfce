import type { ApiCalls } from '@shop/shared-contracts/api/calls';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mergeVisitorCart } from '../cart/visitor-merge';
import { sessions, users } from '../db/schema-accounts';
import { ApiError } from '../http/api-error';
import { contractRoute } from '../http/contract-route';
import { answer } from '../http/envelope';
import { queueVerificationMail } from '../mail/email-verification';
import { requestLanguage, requestShopLanguage } from '../mail/mail-language';
import { bearerSecurity, requireShopper, shopperOf } from '../plugins/auth';
import { clearShopCookie, cookieToken, setShopCookie } from '../plugins/cookies';
import type { AttemptLimiter } from './attempt-limiter';
import {
  dummyHash,
  hashPassword,
  UNUSABLE_PASSWORD,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords';
import { registrationProblems, TAKEN_EMAIL } from './registration-problems';
import { createSession } from './sessions';
import { queueSignUpAttemptMail } from './sign-up-attempt-mail';
import { LONG_SESSION_MS } from './tokens';
import { loadUserView } from './user-view';

export { TAKEN_EMAIL };

const REGISTERED = 'Registration successful! Please check your inbox to verify your email.';
const INVALID_CREDENTIALS = 'Invalid credentials. Please check your email and password.';

const docs = { tags: ['accounts'] };
const loginDocs = {
  ...docs,
  description:
    "`session: 'cookie'` sets the HttpOnly session cookie (30 days with `remember_me`, else until the browser closes) and answers no token; `'token'` (the default) answers the token for `Authorization: Bearer`. A visitor cookie's cart is merged into the shopper's cart (`cart_merge.capped`: lines the stock capped) and its cookie cleared.",
};

/** The merge of the request's visitor cart, if it has a visitor cookie; its cookie goes. */
async function mergeVisitorCartOf(request: FastifyRequest, reply: FastifyReply, userId: number) {
  const visitor = cookieToken(request, 'visitor');
  if (!visitor) return null;
  clearShopCookie(reply, 'visitor');
  return mergeVisitorCart(request.server.db, visitor, userId);
}
export const normalizeEmail = (value: string) => value.trim().toLowerCase();

export function registerAccountRoutes(app: FastifyInstance, limiter: AttemptLimiter): void {
  // Made now so the first sign-in with an unknown e-mail costs no more than any other.
  dummyHash(app.config.passwordHashLogN).catch(() => undefined);
  contractRoute(app, 'POST /v1/login', loginDocs, async (request, reply) => {
    const address = normalizeEmail(request.body.email);
    await limiter.take('login', address, request.ip);
    const [user] = await app.db.select().from(users).where(eq(users.email, address));
    // Unknown e-mails (and accounts that cannot sign in) cost one hash like known ones, so the
    // answer's timing does not tell who has an account.
    const matches =
      user && user.passwordHash !== UNUSABLE_PASSWORD
        ? await verifyPassword(request.body.password, user.passwordHash)
        : await verifyAgainstDummy(request.body.password, app.config.passwordHashLogN);
    if (!user || !matches) {
      throw new ApiError(422, INVALID_CREDENTIALS, { email: [INVALID_CREDENTIALS] });
    }
    await limiter.succeeded('login', address, request.ip);
    // Signing in starts the shopper's last session: later mails follow its language.
    const language = requestShopLanguage(request, request.body.lang);
    if (language && language !== user.language)
      await app.db.update(users).set({ language }).where(eq(users.id, user.id));
    const remember = request.body.remember_me === true;
    const token = await createSession(app.db, user.id, request, remember);
    const inCookie = request.body.session === 'cookie';
    // A remember-me cookie lives as long as its session row; else it ends with the browser.
    if (inCookie)
      setShopCookie(reply, 'session', token, remember ? LONG_SESSION_MS / 1000 : undefined);
    const cartMerge = await mergeVisitorCartOf(request, reply, user.id);
    const data: ApiCalls['POST /v1/login']['data'] = {
      ...(inCookie ? {} : { token }),
      user: await loadUserView(app.db, user),
      ...(cartMerge ? { cart_merge: cartMerge } : {}),
    };
    return answer('POST /v1/login', data, 'Login successful.');
  });

  contractRoute(
    app,
    'POST /v1/register',
    {
      ...docs,
      description:
        'Creates the account and mails a verification link. An address that already has an account gets the same 201 answer, and its owner a mail (at most one a window) to sign in or reset the password, so the answer never tells who has an account.',
    },
    async (request, reply) => {
      // Counted first: every sign-up costs a password hash.
      await limiter.takeRegistration(request.ip);
      const { name, password } = request.body;
      const address = normalizeEmail(request.body.email);
      const problems = registrationProblems(request.body, address);
      if (problems) {
        throw new ApiError(422, problems.message, problems.errors, { codes: problems.codes });
      }
      // Hashed before the address is looked at, so a taken one costs the same time.
      const passwordHash = await hashPassword(password, app.config.passwordHashLogN);
      const [user] = await app.db
        .insert(users)
        .values({ name: name.trim(), email: address, passwordHash })
        .onConflictDoNothing()
        .returning();
      if (user) queueVerificationMail(app, request, user, request.body.lang);
      else
        queueSignUpAttemptMail(app, limiter, address, requestLanguage(request, request.body.lang));
      reply.status(201);
      return answer('POST /v1/register', null, REGISTERED);
    },
  );

  contractRoute(
    app,
    'POST /v1/logout',
    { ...docs, security: bearerSecurity },
    async (request, reply) => {
      const { sessionId } = shopperOf(request);
      await app.db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
      if (cookieToken(request, 'session')) clearShopCookie(reply, 'session');
      return answer('POST /v1/logout', null, 'Logged out successfully.');
    },
    { onRequest: requireShopper },
  );
}

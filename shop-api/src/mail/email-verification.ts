import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashToken, newToken } from '../accounts/tokens';
import type { Db } from '../db/client';
import { users } from '../db/schema-accounts';
import { emailVerifications } from './email-verification-schema';
import { DEFAULT_SHOPPER_LANGUAGE, requestShopLanguage } from './mail-language';
import { verifyEmailMail } from './shop-mails';

export const VERIFY_LINK_HOURS = 48;

/**
 * After sign-up: remembers the shopper's language (from the request) for later mails and mails
 * a verification link, in the background. The link opens `GET /v1/verify-email` on the API.
 */
export function queueVerificationMail(
  app: FastifyInstance,
  request: FastifyRequest,
  user: { id: number; name: string; email: string },
  lang?: string,
): void {
  const language = requestShopLanguage(request, lang);
  const lng = language ?? DEFAULT_SHOPPER_LANGUAGE;
  app.mail.later('verify-email', async () => {
    const { token, hash } = newToken();
    await app.db.transaction(async (tx) => {
      if (language) await tx.update(users).set({ language }).where(eq(users.id, user.id));
      await tx.delete(emailVerifications).where(eq(emailVerifications.userId, user.id));
      await tx.insert(emailVerifications).values({
        userId: user.id,
        tokenHash: hash,
        expiresAt: new Date(Date.now() + VERIFY_LINK_HOURS * 3_600_000),
      });
    });
    const link = `${app.config.publicUrl}/v1/verify-email?token=${token}`;
    return {
      to: user.email,
      ...verifyEmailMail(lng, app.config.shopName, user, link, VERIFY_LINK_HOURS),
    };
  });
}

/** Marks the e-mail of a live token verified and uses the token up; false for a dead token. */
export async function verifyEmail(db: Db, token: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(emailVerifications).where(lte(emailVerifications.expiresAt, sql`now()`));
    const [used] = await tx
      .delete(emailVerifications)
      .where(
        and(
          eq(emailVerifications.tokenHash, hashToken(token)),
          gt(emailVerifications.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: emailVerifications.userId });
    if (!used) return false;
    await tx
      .update(users)
      .set({ emailVerifiedAt: sql`COALESCE(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, used.userId));
    return true;
  });
}

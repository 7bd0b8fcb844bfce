import { routes } from '@shop/shared-contracts/routes';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema-accounts';
import { type MailLanguage, shopperMailLanguage } from '../mail/mail-language';
import { signUpAttemptMail } from '../mail/shop-mails';
import type { AttemptLimiter } from './attempt-limiter';

/** Notices of this kind one account gets a window, however often its address is tried. */
export const SIGN_UP_ATTEMPT_MAILS_PER_WINDOW = 1;

/**
 * Someone signed up with an address that has an account: its owner is told (in their own
 * language choice, else their last shop language, else the one of the request) to sign in or choose a new password. After the answer,
 * like every mail, so neither the lookup nor the mail shows in its timing.
 */
export function queueSignUpAttemptMail(
  app: FastifyInstance,
  limiter: AttemptLimiter,
  address: string,
  requested: MailLanguage,
): void {
  app.mail.later('sign-up-attempt', async () => {
    const [owner] = await app.db
      .select({
        name: users.name,
        email: users.email,
        mailLanguage: users.mailLanguage,
        language: users.language,
      })
      .from(users)
      .where(eq(users.email, address));
    if (!owner) return null;
    if (!(await limiter.allowsNotice('sign-up-attempt', address, SIGN_UP_ATTEMPT_MAILS_PER_WINDOW)))
      return null;
    const shopUrl = app.config.publicShopUrl;
    const lng = shopperMailLanguage({ ...owner, language: owner.language ?? requested });
    return {
      to: owner.email,
      ...signUpAttemptMail(lng, app.config.shopName, owner, {
        signIn: `${shopUrl}${routes.signIn()}`,
        forgotPassword: `${shopUrl}${routes.forgotPassword()}`,
      }),
    };
  });
}

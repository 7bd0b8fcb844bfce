import { LINK_INVALID_KEY } from '@shop/shared-contracts/api/error-keys';
import { routes } from '@shop/shared-contracts/routes';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error';
import { contractRoute } from '../http/contract-route';
import { answer } from '../http/envelope';
import { requestShopLanguage, shopperMailLanguage } from '../mail/mail-language';
import { passwordChangedMail, passwordResetMail } from '../mail/shop-mails';
import { normalizeEmail } from './account-routes';
import type { AttemptLimiter } from './attempt-limiter';
import {
  accountOfResetToken,
  consumeReset,
  issueReset,
  RESET_LINK_MINUTES,
} from './password-reset-tokens';
import { passwordProblem, weakPasswordError } from './password-strength';
import { hashPassword } from './passwords';

const RESET_SENT =
  'If an account exists for this email, we have sent a link to reset the password.';
const LINK_INVALID = 'This link is invalid, already used or expired. Please ask for a new one.';
const MISMATCH = 'The password confirmation does not match.';

export function registerPasswordResetRoutes(app: FastifyInstance, limiter: AttemptLimiter): void {
  contractRoute(
    app,
    'POST /v1/forgot-password',
    {
      tags: ['accounts'],
      description:
        'Mails a reset link (valid 30 minutes, once) if the address has an account. The answer is the same either way and comes before any account lookup; an account gets at most one mail a minute and holds at most three live links. 429 with Retry-After past the per-address limit.',
    },
    async (request) => {
      await limiter.takePerAddress('forgot-password', request.ip, app.config.resetMaxPerIp);
      const address = normalizeEmail(request.body.email);
      const shown = requestShopLanguage(request, request.body.lang);
      // The account is looked up after the answer, so its existence cannot show in the timing.
      app.mail.later('password-reset', async () => {
        const issued = await issueReset(app.db, address);
        if (!issued) return null;
        // The shopper's own choice, else the language of the page asking, else the recorded one.
        const lng = shopperMailLanguage({
          mailLanguage: issued.user.mailLanguage,
          language: shown ?? issued.user.language,
        });
        const link = `${app.config.publicShopUrl}/reset-password?token=${issued.token}`;
        return {
          to: issued.user.email,
          ...passwordResetMail(lng, app.config.shopName, issued.user, link, RESET_LINK_MINUTES),
        };
      });
      return answer('POST /v1/forgot-password', null, RESET_SENT);
    },
  );

  contractRoute(
    app,
    'POST /v1/reset-password',
    {
      tags: ['accounts'],
      description:
        'Sets a new password with a mailed token (checked like registration), uses the token up, signs out every session and API token of the account and mails a notice. 422 with `errors.token` = ["auth.link_invalid_or_expired"] for an unknown, used or expired token.',
    },
    async (request) => {
      await limiter.takePerAddress('reset-password', request.ip, app.config.resetMaxPerIp);
      const { password, password_confirmation } = request.body;
      const invalidLink = new ApiError(422, LINK_INVALID, { token: [LINK_INVALID_KEY] });
      // A bad link is said first: no new password helps it, and the form offers a new link.
      const account = await accountOfResetToken(app.db, request.body.token);
      if (account === null) throw invalidLink;
      const weak = passwordProblem(password, account);
      if (weak) throw new ApiError(422, weakPasswordError(weak), { password: [weak] });
      if (password !== password_confirmation) {
        throw new ApiError(422, MISMATCH, { password: [MISMATCH] });
      }
      const shown = requestShopLanguage(request, request.body.lang);
      const passwordHash = await hashPassword(password, app.config.passwordHashLogN);
      const user = await consumeReset(app.db, request.body.token, passwordHash, shown);
      if (!user) throw invalidLink;
      const lng = shopperMailLanguage(user);
      app.mail.later('password-changed', async () => ({
        to: user.email,
        ...passwordChangedMail(
          lng,
          app.config.shopName,
          user,
          `${app.config.publicShopUrl}${routes.forgotPassword()}`,
        ),
      }));
      return answer(
        'POST /v1/reset-password',
        null,
        'Your password has been reset. Please sign in with your new password.',
      );
    },
  );
}

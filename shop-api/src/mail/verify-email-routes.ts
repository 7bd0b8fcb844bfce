import { LINK_INVALID_KEY } from '@shop/shared-contracts/api/error-keys';
import { routes } from '@shop/shared-contracts/routes';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error';
import { contractRoute } from '../http/contract-route';
import { answer } from '../http/envelope';
import { verifyEmail } from './email-verification';

const LINK_INVALID = 'This link is invalid, already used or expired.';

export function registerVerifyEmailRoutes(app: FastifyInstance): void {
  // The mailed link: verifies, then opens the shop's sign-in page saying whether it worked.
  contractRoute(
    app,
    'GET /v1/verify-email',
    {
      tags: ['accounts'],
      description:
        "The link of the sign-up mail: marks the e-mail verified and redirects (303) to the shop's sign-in page with `email_verified=1`, or `0` for an unknown, used or expired token.",
    },
    async (request, reply) => {
      const verified = await verifyEmail(app.db, request.query.token);
      const signIn = `${app.config.publicShopUrl}${routes.signIn()}`;
      return reply.redirect(`${signIn}?email_verified=${verified ? 1 : 0}`, 303);
    },
  );

  contractRoute(
    app,
    'POST /v1/verify-email',
    {
      tags: ['accounts'],
      description: 'Marks the e-mail of a mailed verification token as verified (once).',
    },
    async (request) => {
      if (!(await verifyEmail(app.db, request.body.token))) {
        throw new ApiError(422, LINK_INVALID, { token: [LINK_INVALID_KEY] });
      }
      return answer('POST /v1/verify-email', null, 'Your email address has been verified.');
    },
  );
}

import { routes } from '@shop/shared-contracts/routes';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema-accounts';
import { shopperMailLanguage } from './mail-language';
import { renderMail } from './mail-layout';
import { mailTexts } from './mail-texts';

export type ApplicationDecision =
  | { approved: true; store: string }
  | { approved: false; store: string; reason: string };

/**
 * After the decision committed: tells the applicant in their mail language (never English). The reason is the operator's plain text; the layout escapes it.
 */
export function queueApplicationDecisionMail(
  app: FastifyInstance,
  userId: number,
  decision: ApplicationDecision,
): void {
  app.mail.later(decision.approved ? 'vendor-approved' : 'vendor-rejected', async () => {
    const [user] = await app.db
      .select({
        name: users.name,
        email: users.email,
        language: users.language,
        mailLanguage: users.mailLanguage,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return null;
    const t = mailTexts[shopperMailLanguage(user)];
    const shop = app.config.shopName;
    const a = t.application;
    const content = decision.approved
      ? renderMail(t, {
          subject: a.approvedSubject,
          shop,
          name: user.name,
          lines: [a.approved(decision.store)],
          action: { label: a.approvedAction, url: `${app.config.publicShopUrl}/seller` },
        })
      : renderMail(t, {
          subject: a.rejectedSubject,
          shop,
          name: user.name,
          lines: [a.rejected(decision.store), decision.reason],
          action: {
            label: a.rejectedAction,
            url: `${app.config.publicShopUrl}${routes.myAccount('vendor')}`,
          },
        });
    return { to: user.email, ...content };
  });
}

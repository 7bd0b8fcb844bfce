import type { Order } from '@shop/shared-contracts/api/entities';
import { routes } from '@shop/shared-contracts/routes';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rowsOf } from '../db/rows';
import { users } from '../db/schema-accounts';
import { mailLanguageOf, requestLanguage } from './mail-language';
import { orderConfirmationMail } from './shop-mails';

/**
 * After an order committed: mails its confirmation in the shopper's language (stored at sign-up,
 * else the request's), once per order even when an idempotent retry answers the same order.
 */
export function queueOrderConfirmation(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
  order: Order,
): void {
  const fallback = requestLanguage(request);
  app.mail.later('order-confirmation', async () => {
    const claimed = await app.db.execute(
      sql`UPDATE orders SET confirmation_mailed_at = now() WHERE id = ${order.id} AND confirmation_mailed_at IS NULL RETURNING id`,
    );
    if (!rowsOf(claimed).length) return null;
    const [user] = await app.db
      .select({ name: users.name, email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return null;
    const lng = mailLanguageOf(user.language) ?? fallback;
    const link = `${app.config.publicShopUrl}${routes.myAccount('orders')}`;
    return { to: user.email, ...orderConfirmationMail(lng, user, order, link) };
  });
}

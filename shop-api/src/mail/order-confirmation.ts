import type { Order } from '@shop/shared-contracts/api/entities';
import { routes } from '@shop/shared-contracts/routes';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rowsOf } from '../db/rows';
import { users } from '../db/schema-accounts';
import { requestShopLanguage, shopperMailLanguage } from './mail-language';
import { orderConfirmationMail } from './order-confirmation-mail';

/**
 * After an order committed: mails its confirmation in the shopper's mail language (their choice,
 * else their last session's, which this request has just recorded), once per order even when an
 * idempotent retry answers the same order. The link opens the order's own page.
 */
export function queueOrderConfirmation(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
  order: Order,
): void {
  const shown = requestShopLanguage(request);
  app.mail.later('order-confirmation', async () => {
    const claimed = await app.db.execute(
      sql`UPDATE orders SET confirmation_mailed_at = now() WHERE id = ${order.id} AND confirmation_mailed_at IS NULL RETURNING id`,
    );
    if (!rowsOf(claimed).length) return null;
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
    const lng = shopperMailLanguage({ ...user, language: user.language ?? shown });
    const link = `${app.config.publicShopUrl}${routes.orderConfirmation({ id: order.id })}`;
    return {
      to: user.email,
      ...orderConfirmationMail(lng, app.config.shopName, user, order, link),
    };
  });
}

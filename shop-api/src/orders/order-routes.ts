import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../db/schema-shopping';
import { notFound } from '../http/api-error';
import { contractRoute } from '../http/contract-route';
import { answer } from '../http/envelope';
import { bearerSecurity, requireShopper, shopperOf } from '../plugins/auth';
import { cancelOrder } from './cancel-order';
import { ordersWhere } from './order-filters';
import { toOrders } from './order-view';

export function registerOrderRoutes(app: FastifyInstance): void {
  const base = { onRequest: requireShopper };
  const docs = { tags: ['orders'], security: bearerSecurity };

  contractRoute(
    app,
    'GET /v1/orders',
    {
      ...docs,
      description:
        "The shopper's orders, newest first. `q` finds a part of the order number or of an ordered product's German or Arabic name; `status` keeps one order status.",
    },
    async (request) => {
      const where = ordersWhere(shopperOf(request).userId, request.query);
      const page = request.query.page ?? 1;
      const perPage = request.query.per_page ?? 15;
      const [totals, rows] = await Promise.all([
        app.db.select({ total: count() }).from(orders).where(where),
        app.db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
      ]);
      const total = Number(totals[0]?.total ?? 0);
      return answer('GET /v1/orders', {
        data: await toOrders(app.db, app.config.publicUrl, rows),
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        total,
        per_page: perPage,
      });
    },
    base,
  );

  contractRoute(
    app,
    'GET /v1/orders/{id}',
    docs,
    async (request) => {
      const rows = await app.db
        .select()
        .from(orders)
        .where(and(eq(orders.id, request.params.id), eq(orders.userId, shopperOf(request).userId)));
      const [order] = await toOrders(app.db, app.config.publicUrl, rows);
      if (!order) throw notFound('Order');
      return answer('GET /v1/orders/{id}', order);
    },
    base,
  );

  contractRoute(
    app,
    'POST /v1/orders/{id}/cancel',
    {
      ...docs,
      description:
        'Cancels a pending or processing order of the shopper in one transaction: the stock of every item, the coupon use and the wallet credit the order used come back (the refund is a `refund` wallet transaction referencing the order number). Exactly once: any other order status, including an order cancelled by a concurrent call, answers 409.',
    },
    async (request) => {
      const { userId } = shopperOf(request);
      await cancelOrder(app.db, userId, request.params.id);
      const rows = await app.db.select().from(orders).where(eq(orders.id, request.params.id));
      const [order] = await toOrders(app.db, app.config.publicUrl, rows);
      if (!order) throw notFound('Order');
      return answer('POST /v1/orders/{id}/cancel', order, 'Your order has been cancelled.');
    },
    base,
  );
}

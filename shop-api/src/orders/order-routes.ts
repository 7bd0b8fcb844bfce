import type { OrdersQuery } from '@shop/shared-contracts/api/calls';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../db/schema-shopping';
import { notFound } from '../http/api-error';
import { answer } from '../http/envelope';
import { bearerSecurity, requireShopper, shopperOf } from '../plugins/auth';
import { envelope, idParams, paginated, responses } from '../schemas/primitives';
import { cancelOrder } from './cancel-order';
import { ordersQuery, ordersWhere } from './order-filters';
import { orderSchema, toOrders } from './order-view';

export function registerOrderRoutes(app: FastifyInstance): void {
  const base = { onRequest: requireShopper };
  const schemaBase = { tags: ['orders'], security: bearerSecurity };

  app.get<{ Querystring: OrdersQuery }>(
    '/orders',
    {
      ...base,
      schema: {
        ...schemaBase,
        description:
          "The shopper's orders, newest first. `q` finds a part of the order number or of an ordered product's German or Arabic name; `status` keeps one order status.",
        querystring: ordersQuery,
        response: responses(envelope(paginated(orderSchema))),
      },
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
  );

  app.get<{ Params: { id: number } }>(
    '/orders/:id',
    {
      ...base,
      schema: { ...schemaBase, params: idParams, response: responses(envelope(orderSchema)) },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(orders)
        .where(and(eq(orders.id, request.params.id), eq(orders.userId, shopperOf(request).userId)));
      const [order] = await toOrders(app.db, app.config.publicUrl, rows);
      if (!order) throw notFound('Order');
      return answer('GET /v1/orders/{id}', order);
    },
  );

  app.post<{ Params: { id: number } }>(
    '/orders/:id/cancel',
    {
      ...base,
      schema: {
        ...schemaBase,
        description:
          'Cancels a pending or processing order of the shopper in one transaction: the stock of every item, the coupon use and the wallet credit the order used come back (the refund is a `refund` wallet transaction referencing the order number). Exactly once: any other order status, including an order cancelled by a concurrent call, answers 409.',
        params: idParams,
        response: responses(envelope(orderSchema)),
      },
    },
    async (request) => {
      const { userId } = shopperOf(request);
      await cancelOrder(app.db, userId, request.params.id);
      const rows = await app.db.select().from(orders).where(eq(orders.id, request.params.id));
      const [order] = await toOrders(app.db, app.config.publicUrl, rows);
      if (!order) throw notFound('Order');
      return answer('POST /v1/orders/{id}/cancel', order, 'Your order has been cancelled.');
    },
  );
}

import type { PageQuery } from '@shop/shared-contracts/api/calls';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../db/schema-shopping';
import { notFound } from '../http/api-error';
import { answer } from '../http/envelope';
import { bearerSecurity, requireShopper, shopperOf } from '../plugins/auth';
import { envelope, idParams, pageQuery, paginated, responses } from '../schemas/primitives';
import { orderSchema, toOrders } from './order-view';

export function registerOrderRoutes(app: FastifyInstance): void {
  const base = { onRequest: requireShopper };
  const schemaBase = { tags: ['orders'], security: bearerSecurity };

  app.get<{ Querystring: PageQuery }>(
    '/orders',
    {
      ...base,
      schema: {
        ...schemaBase,
        querystring: pageQuery,
        response: responses(envelope(paginated(orderSchema))),
      },
    },
    async (request) => {
      const { userId } = shopperOf(request);
      const page = request.query.page ?? 1;
      const perPage = request.query.per_page ?? 15;
      const [totals, rows] = await Promise.all([
        app.db.select({ total: count() }).from(orders).where(eq(orders.userId, userId)),
        app.db
          .select()
          .from(orders)
          .where(eq(orders.userId, userId))
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
}

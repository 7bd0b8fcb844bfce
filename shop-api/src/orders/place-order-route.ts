import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../db/schema-shopping';
import { notFound } from '../http/api-error';
import { contractRoute } from '../http/contract-route';
import { answer } from '../http/envelope';
import { queueOrderConfirmation } from '../mail/order-confirmation';
import { bearerSecurity, requireShopper, shopperOf } from '../plugins/auth';
import { idempotencyKeyOf } from './idempotency';
import { toOrders } from './order-view';
import { placeOrder } from './place-order';

export function registerPlaceOrderRoute(app: FastifyInstance): void {
  contractRoute(
    app,
    'POST /v1/place-order',
    {
      tags: ['orders'],
      security: bearerSecurity,
      description:
        'Prices the cart on the server as `POST /v1/checkout/quote` does: subtotal of in-stock items + shipping (standard free from the threshold) - coupon, then wallet credit if asked. An optional `Idempotency-Key` header (8-200 of A-Z a-z 0-9 _ . : -, e.g. a UUID per submit) makes a retry answer the first order: same key and body -> 201 with that order; same key with another body -> 422; a key another shopper used -> 409. Keys are kept 24 hours.',
    },
    async (request, reply) => {
      const { userId } = shopperOf(request);
      const key = idempotencyKeyOf(request);
      const orderId = await placeOrder(
        app.db,
        userId,
        request.body,
        key,
        app.config.freeShippingThresholdCents,
        app.metrics.orderPlaced,
      );
      const rows = await app.db.select().from(orders).where(eq(orders.id, orderId));
      const [order] = await toOrders(app.db, app.config.publicUrl, rows);
      if (!order) throw notFound('Order');
      queueOrderConfirmation(app, request, userId, order);
      reply.status(201);
      return answer('POST /v1/place-order', order, 'Your order has been placed.');
    },
    { onRequest: requireShopper },
  );
}

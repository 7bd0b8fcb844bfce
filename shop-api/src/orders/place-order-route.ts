import type { PlaceOrderBody } from '@shop/shared-contracts/api/calls';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../db/schema-shopping';
import { notFound } from '../http/api-error';
import { answer } from '../http/envelope';
import { queueOrderConfirmation } from '../mail/order-confirmation';
import { bearerSecurity, requireShopper, shopperOf } from '../plugins/auth';
import { bool, envelope, id, object, responses, str } from '../schemas/primitives';
import { idempotencyKeyOf } from './idempotency';
import { orderSchema, toOrders } from './order-view';
import { placeOrder } from './place-order';

export function registerPlaceOrderRoute(app: FastifyInstance): void {
  app.post<{ Body: PlaceOrderBody }>(
    '/place-order',
    {
      onRequest: requireShopper,
      schema: {
        tags: ['orders'],
        security: bearerSecurity,
        description:
          'Prices the cart on the server as `POST /v1/checkout/quote` does: subtotal of in-stock items + shipping (standard free from the threshold) - coupon, then wallet credit if asked. An optional `Idempotency-Key` header (8-200 of A-Z a-z 0-9 _ . : -, e.g. a UUID per submit) makes a retry answer the first order: same key and body -> 201 with that order; same key with another body -> 422; a key another shopper used -> 409. Keys are kept 24 hours.',
        headers: {
          type: 'object',
          properties: { 'idempotency-key': { type: 'string' } },
        },
        body: {
          ...object(
            {
              address_id: id,
              shipping_type: { type: 'string', enum: ['normal', 'fast'] },
              coupon: { ...str(40), default: '' },
              wallet: { ...bool, default: false },
            },
            ['address_id', 'shipping_type'],
          ),
        },
        response: responses(envelope(orderSchema), 201),
      },
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
  );
}

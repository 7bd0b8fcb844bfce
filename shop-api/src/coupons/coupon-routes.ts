import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route';
import { answer } from '../http/envelope';
import { bearerSecurity, optionalShopper } from '../plugins/auth';
import { findUsableCoupon, toCoupon } from './coupon-rules';

export function registerCouponRoutes(app: FastifyInstance): void {
  contractRoute(
    app,
    'POST /v1/get-coupon',
    {
      tags: ['orders'],
      security: [...bearerSecurity, {}],
      description: 'Open to visitors too: the cart page applies a coupon before sign-in.',
    },
    async (request) =>
      answer(
        'POST /v1/get-coupon',
        toCoupon(await findUsableCoupon(app.db, request.body.code)),
        'Coupon applied.',
      ),
    { onRequest: optionalShopper },
  );
}

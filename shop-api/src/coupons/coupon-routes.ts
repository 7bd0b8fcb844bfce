import type { FastifyInstance } from 'fastify';
import { answer } from '../http/envelope';
import { bearerSecurity, requireShopper } from '../plugins/auth';
import { envelope, num, object, responses, str } from '../schemas/primitives';
import { findUsableCoupon, toCoupon } from './coupon-rules';

export const couponSchema = object({
  code: str(40),
  discount_type: { type: 'string', enum: ['percentage', 'fixed'] },
  discount_amount: num,
  vendor_id: { type: ['integer', 'null'] },
});

export function registerCouponRoutes(app: FastifyInstance): void {
  app.post<{ Body: { code: string } }>(
    '/get-coupon',
    {
      onRequest: requireShopper,
      schema: {
        tags: ['orders'],
        security: bearerSecurity,
        body: object({ code: str(40, 1) }),
        response: responses(envelope(couponSchema)),
      },
    },
    async (request) =>
      answer(
        'POST /v1/get-coupon',
        toCoupon(await findUsableCoupon(app.db, request.body.code)),
        'Coupon applied.',
      ),
  );
}

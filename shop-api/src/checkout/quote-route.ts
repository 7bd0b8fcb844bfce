import type { FastifyInstance } from 'fastify';
import type { AttemptLimiter } from '../accounts/attempt-limiter';
import { cartOwnerOf } from '../cart/visitor-cart';
import { ApiError } from '../http/api-error';
import { contractRoute } from '../http/contract-route';
import { answer } from '../http/envelope';
import { bearerSecurity, optionalShopper } from '../plugins/auth';
import { NO_ITEMS, quoteCart } from './quote-cart';
import { toQuote } from './quote-view';

export function registerCheckoutQuoteRoute(app: FastifyInstance, limiter: AttemptLimiter): void {
  contractRoute(
    app,
    'POST /v1/checkout/quote',
    {
      tags: ['orders'],
      security: [...bearerSecurity, {}],
      description:
        'What `POST /v1/place-order` with the same shipping type, coupon and wallet choice would charge now, priced by the same code: subtotal of in-stock items, shipping (standard is free when that subtotal, before the coupon, reaches `free_shipping_threshold`; `free_shipping_missing` says what it lacks), the coupon discount per line and per seller, wallet use and the final price. Changes nothing; fails as placing the order would (422 no item in stock, or an unknown or unusable coupon with the reason in `errors.coupon`; 409 a quantity above the stock).',
    },
    async (request, reply) => {
      // The cart page quotes a visitor's cart too (no wallet); without a cart there is no item.
      const owner = await cartOwnerOf(request, reply, { create: false, limiter });
      if (!owner) throw new ApiError(422, NO_ITEMS, { cart: [NO_ITEMS] });
      const quoted = await quoteCart(app.db, owner, request.body, {
        lock: false,
        freeShippingFromCents: app.config.freeShippingThresholdCents,
      });
      return answer('POST /v1/checkout/quote', toQuote(quoted, request.body.shipping_type));
    },
    { onRequest: optionalShopper },
  );
}

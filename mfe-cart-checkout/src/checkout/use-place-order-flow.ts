import type { PlaceOrderBody } from '@shop/shared-contracts/api/calls';
import { routes } from '@shop/shared-contracts/routes';
import { emitShopEvent } from '@shop/shared-platform/events/event-bus';
import { isApiError } from '@shop/shared-platform/http/api-error';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useNavigate } from '@shop/shared-platform/router/react-router';
import { useState } from 'react';
import { usePlaceOrder } from './api/place-order';
import { couponMessage } from './coupon-message';
import { useIdempotencyKey } from './use-idempotency-key';

/**
 * Places the order with one idempotency key per attempt and opens its confirmation. A refusal
 * (stock sold meanwhile, coupon used up) is explained; the cart keeps every item, since the
 * server changes nothing when it refuses.
 */
export function usePlaceOrderFlow() {
  const { t } = useTranslation('cartCheckout');
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const keyFor = useIdempotencyKey();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (body: PlaceOrderBody) => {
    setFailure(null);
    place.mutate(
      { body, idempotencyKey: keyFor(body) },
      {
        onSuccess: (order) =>
          navigate(routes.orderConfirmation({ id: order.id }), { state: { order } }),
        onError: (error) => {
          const offline = isApiError(error) && error.status === null;
          const coupon = isApiError(error) && error.errors?.coupon;
          const message = offline
            ? t('placeOrder.offline')
            : coupon
              ? couponMessage(error, t)
              : error.message || t('placeOrder.failed');
          setFailure(message);
          emitShopEvent('shop:toast:requested', { kind: 'error', message: t('placeOrder.failed') });
        },
      },
    );
  };
  return { submit, placing: place.isPending || place.isSuccess, failure };
}

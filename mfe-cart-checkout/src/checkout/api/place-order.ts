import type { PlaceOrderBody } from '@shop/shared-contracts/api/calls';
import type { Order } from '@shop/shared-contracts/api/entities';
import { emitShopEvent } from '@shop/shared-platform/events/event-bus';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useMutation } from '@shop/shared-platform/query/react-query';

export interface PlaceOrderRequest {
  body: PlaceOrderBody;
  /** One key per checkout attempt: a retry with the same key answers the first order. */
  idempotencyKey: string;
}

/** `POST /v1/place-order`: the server prices the cart and places the order exactly once. */
export function placeOrder({ body, idempotencyKey }: PlaceOrderRequest): Promise<Order> {
  return callApi('POST /v1/place-order', {
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function usePlaceOrder() {
  return useMutation({
    mutationFn: placeOrder,
    // The ordered items left the cart; a failure may mean stock or a coupon changed meanwhile.
    onSettled: () => emitShopEvent('shop:cart:changed', {}),
  });
}

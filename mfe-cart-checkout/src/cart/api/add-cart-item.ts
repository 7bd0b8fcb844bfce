import type { AddToCartBody } from '@shop/shared-contracts/api/calls';
import type { CartItem } from '@shop/shared-contracts/api/entities';
import { emitShopEvent } from '@shop/shared-platform/events/event-bus';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useMutation } from '@shop/shared-platform/query/react-query';

/** `POST /v1/cart`: puts a variant back into the cart (the undo of a remove). */
export function addCartItem(body: AddToCartBody): Promise<CartItem> {
  return callApi('POST /v1/cart', { body });
}

export function useAddCartItem() {
  return useMutation({
    mutationFn: addCartItem,
    onSuccess: () => emitShopEvent('shop:cart:changed', {}),
  });
}

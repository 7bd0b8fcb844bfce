import type { AddToCartBody } from '@shop/shared-contracts/api/calls';
import type { CartItem } from '@shop/shared-contracts/api/entities';
import { emitShopEvent } from '@shop/shared-platform/events/event-bus';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useMutation } from '@shop/shared-platform/query/react-query';

/** `POST /v1/cart`: adds the quantity to the cart; the server checks it against the stock. */
export function addToCart(body: AddToCartBody): Promise<CartItem> {
  return callApi('POST /v1/cart', { body });
}

/** Whoever shows the cart (the header's badge) refetches it on "cart changed". */
export function useAddToCart() {
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => emitShopEvent('shop:cart:changed', {}),
  });
}

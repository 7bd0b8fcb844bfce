import type { AddToCartBody } from '@shop/shared-contracts/api/calls';
import type { CartItem } from '@shop/shared-contracts/api/entities';
import { emitShopEvent } from '@shop/shared-platform/events/event-bus';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useMutation } from '@shop/shared-platform/query/react-query';

/** `POST /v1/cart`: the server decides the price; the client sends only what and how many. */
export function addToCart(body: AddToCartBody): Promise<CartItem> {
  return callApi('POST /v1/cart', { body });
}

/** After an add the cart changed: whoever shows it (the header badge) refetches it. */
export function useAddToCart() {
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => emitShopEvent('shop:cart:changed', {}),
  });
}

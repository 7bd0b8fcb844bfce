import type { CartItem } from '@shop/shared-contracts/api/entities';
import { cartKey } from '@shop/shared-contracts/query/query-keys';
import { emitShopEvent } from '@shop/shared-platform/events/event-bus';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useMutation, useQueryClient } from '@shop/shared-platform/query/react-query';

/**
 * `DELETE /v1/cart`: empties the shopper's or the visitor's cart (the spec's `GET /v1/clear/cart`
 * is for Bearer clients only: a GET must not act on a cookie).
 */
export function clearCart(): Promise<null> {
  return callApi('DELETE /v1/cart');
}

export function useClearCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: clearCart,
    onSuccess: () => {
      client.setQueryData<CartItem[]>(cartKey, []);
      emitShopEvent('shop:cart:changed', {});
    },
  });
}

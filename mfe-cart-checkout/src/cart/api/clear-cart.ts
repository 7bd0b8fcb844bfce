import type { CartItem } from '@shop/shared-contracts/api/entities';
import { cartKey } from '@shop/shared-contracts/query/query-keys';
import { emitShopEvent } from '@shop/shared-platform/events/event-bus';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useMutation, useQueryClient } from '@shop/shared-platform/query/react-query';

/** `GET /v1/clear/cart`: empties the cart. */
export function clearCart(): Promise<null> {
  return callApi('GET /v1/clear/cart');
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

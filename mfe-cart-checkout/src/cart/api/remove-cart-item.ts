import type { CartItem } from '@shop/shared-contracts/api/entities';
import { cartKey } from '@shop/shared-contracts/query/query-keys';
import { emitShopEvent } from '@shop/shared-platform/events/event-bus';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useMutation, useQueryClient } from '@shop/shared-platform/query/react-query';

/** `DELETE /v1/cart/{id}`: removes one item. */
export function removeCartItem(item: CartItem): Promise<null> {
  return callApi('DELETE /v1/cart/{id}', { path: { id: item.id } });
}

export function useRemoveCartItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: (_answer, removed) => {
      client.setQueryData<CartItem[]>(cartKey, (items) =>
        items?.filter((item) => item.id !== removed.id),
      );
      emitShopEvent('shop:cart:changed', {});
    },
  });
}

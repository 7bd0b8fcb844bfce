import type { CartItem } from '@shop/shared-contracts/api/entities';
import { cartKey } from '@shop/shared-contracts/query/query-keys';
import { emitShopEvent } from '@shop/shared-platform/events/event-bus';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useMutation, useQueryClient } from '@shop/shared-platform/query/react-query';

/** `PUT /v1/cart/{id}`: sets an item's quantity (the server checks the stock). */
export function updateCartItem({ id, quantity }: { id: number; quantity: number }) {
  return callApi('PUT /v1/cart/{id}', { path: { id }, body: { quantity } });
}

export function useUpdateCartItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCartItem,
    onSuccess: (updated) => {
      // Show the new quantity at once; the event then refetches every view of the cart.
      client.setQueryData<CartItem[]>(cartKey, (items) =>
        items?.map((item) => (item.id === updated.id ? { ...item, ...updated } : item)),
      );
      emitShopEvent('shop:cart:changed', {});
    },
  });
}

import { wishlistKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useMutation, useQueryClient } from '@shop/shared-platform/query/react-query';

/** `DELETE /v1/wishlist/{id}`: takes the item off the shopper's wishlist. */
export function removeFromWishlist(itemId: number): Promise<null> {
  return callApi('DELETE /v1/wishlist/{id}', { path: { id: itemId } });
}

export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromWishlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKey }),
  });
}

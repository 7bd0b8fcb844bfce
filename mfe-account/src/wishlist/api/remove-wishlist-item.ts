import { wishlistKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useMutation, useQueryClient } from '@shop/shared-platform/query/react-query';

/** `DELETE /v1/wishlist/{id}`. */
export function removeWishlistItem(id: number): Promise<null> {
  return callApi('DELETE /v1/wishlist/{id}', { path: { id } });
}

export function useRemoveWishlistItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeWishlistItem,
    onSuccess: () => client.invalidateQueries({ queryKey: wishlistKey }),
  });
}

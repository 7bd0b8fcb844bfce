import type { WishlistItem } from '@shop/shared-contracts/api/entities';
import { wishlistKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useMutation, useQueryClient } from '@shop/shared-platform/query/react-query';

/** Adds the product (`POST /v1/wishlist`) or removes its wishlist item (`DELETE /v1/wishlist/{id}`). */
export type WishlistChange =
  | { action: 'add'; productId: number }
  | { action: 'remove'; itemId: number };

export function changeWishlist(change: WishlistChange): Promise<WishlistItem | null> {
  return change.action === 'add'
    ? callApi('POST /v1/wishlist', { body: { product_id: change.productId } })
    : callApi('DELETE /v1/wishlist/{id}', { path: { id: change.itemId } });
}

/** Every view of the wishlist (hearts, the account's list) reloads after a change. */
export function useToggleWishlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeWishlist,
    onSettled: () => client.invalidateQueries({ queryKey: wishlistKey }),
  });
}

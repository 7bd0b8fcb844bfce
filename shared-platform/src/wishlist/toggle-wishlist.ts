import type { WishlistItem } from '@shop/shared-contracts/api/entities';
import { wishlistKey } from '@shop/shared-contracts/query/query-keys';
import { useMutation, useQueryClient } from '@shop/shared-platform/query/react-query';
import { callApi } from '../http/call-api';

/** Saving a product (with the variant shown, where there is one) or taking its item off. */
export type WishlistChange =
  | { action: 'add'; productId: number; variantId?: number }
  | { action: 'remove'; itemId: number };

/** `POST /v1/wishlist` (idempotent: a product is kept once) or `DELETE /v1/wishlist/{id}`. */
export function changeWishlist(change: WishlistChange): Promise<WishlistItem | null> {
  if (change.action === 'remove') {
    return callApi('DELETE /v1/wishlist/{id}', { path: { id: change.itemId } });
  }
  const variant = change.variantId === undefined ? {} : { product_variant_id: change.variantId };
  return callApi('POST /v1/wishlist', { body: { product_id: change.productId, ...variant } });
}

/**
 * The heart of a card, the product page's wishlist button and the account's "remove": every
 * view of the wishlist reloads after a change, also after a failed one (the server may have
 * taken it). The caller says what happened in its own words.
 */
export function useToggleWishlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeWishlist,
    onSettled: () => client.invalidateQueries({ queryKey: wishlistKey }),
  });
}

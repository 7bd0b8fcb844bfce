import type { WishlistItem } from '@shop/shared-contracts/api/entities';
import { wishlistKey } from '@shop/shared-contracts/query/query-keys';
import { useMutation, useQuery, useQueryClient } from '@shop/shared-platform/query/react-query';
import { callApi } from '../http/call-api';
import { useSession } from '../session/use-session';

/** `GET /v1/wishlist`: the products the signed-in shopper keeps for later. */
export function getWishlist(signal?: AbortSignal): Promise<WishlistItem[]> {
  return callApi('GET /v1/wishlist', { signal });
}

/**
 * The wishlist while a shopper is signed in (the cards' hearts, the product page's button, the
 * account's list); nothing is asked otherwise. One query under the shared key, so every view
 * agrees and one change refreshes them all.
 */
export function useWishlist() {
  const { status } = useSession();
  return useQuery({
    queryKey: wishlistKey,
    queryFn: ({ signal }) => getWishlist(signal),
    enabled: status === 'signed-in',
  });
}

/** The wishlist item of one product, if it is saved, and whether the wishlist is still loading. */
export function useWishlistItem(productId: number) {
  const wishlist = useWishlist();
  return {
    item: wishlist.data?.find((entry) => entry.product.id === productId),
    loading: wishlist.isLoading,
  };
}

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

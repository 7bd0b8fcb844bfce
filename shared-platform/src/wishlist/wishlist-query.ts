import type { WishlistItem } from '@shop/shared-contracts/api/entities';
import { wishlistKey } from '@shop/shared-contracts/query/query-keys';
import { useQuery } from '@shop/shared-platform/query/react-query';
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

import type { WishlistItem } from '@shop/shared-contracts/api/entities';
import { wishlistKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useQuery } from '@shop/shared-platform/query/react-query';
import { useSession } from '@shop/shared-platform/session/use-session';

/** `GET /v1/wishlist`: the signed-in shopper's wishlist. */
export function getWishlist(signal?: AbortSignal): Promise<WishlistItem[]> {
  return callApi('GET /v1/wishlist', { signal });
}

/**
 * The wishlist item of this product while a shopper is signed in (nothing is asked otherwise),
 * under the key every wishlist view shares, so the cards' hearts and this page agree.
 */
export function useWishlistItem(productId: number) {
  const { status } = useSession();
  const wishlist = useQuery({
    queryKey: wishlistKey,
    queryFn: ({ signal }) => getWishlist(signal),
    enabled: status === 'signed-in',
  });
  return {
    item: wishlist.data?.find((entry) => entry.product.id === productId),
    loading: wishlist.isLoading,
  };
}

import type { WishlistItem } from '@shop/shared-contracts/api/entities';
import { wishlistKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useQuery } from '@shop/shared-platform/query/react-query';

export { wishlistKey };

/** `GET /v1/wishlist`: the products the shopper keeps for later. */
export function getWishlist(signal?: AbortSignal): Promise<WishlistItem[]> {
  return callApi('GET /v1/wishlist', { signal });
}

export function useWishlist() {
  return useQuery({ queryKey: wishlistKey, queryFn: ({ signal }) => getWishlist(signal) });
}

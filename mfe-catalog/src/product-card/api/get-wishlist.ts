import type { WishlistItem } from '@shop/shared-contracts/api/entities';
import { wishlistKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useQuery } from '@shop/shared-platform/query/react-query';
import { useSession } from '@shop/shared-platform/session/use-session';

export { wishlistKey };

/** `GET /v1/wishlist`: the signed-in shopper's wishlist. */
export function getWishlist(signal?: AbortSignal): Promise<WishlistItem[]> {
  return callApi('GET /v1/wishlist', { signal });
}

/** The wishlist while a shopper is signed in (the cards' hearts); nothing is asked otherwise. */
export function useWishlist() {
  const { status } = useSession();
  return useQuery({
    queryKey: wishlistKey,
    queryFn: ({ signal }) => getWishlist(signal),
    enabled: status === 'signed-in',
  });
}

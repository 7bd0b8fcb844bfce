import { wishlistKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useMutation, useQueryClient } from '@shop/shared-platform/query/react-query';

/** `GET /v1/clear/clear`: empties the wishlist (the API's path for it). */
export function clearWishlist(): Promise<null> {
  return callApi('GET /v1/clear/clear');
}

export function useClearWishlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: clearWishlist,
    onSuccess: () => client.invalidateQueries({ queryKey: wishlistKey }),
  });
}

import type { AddToWishlistBody } from '@shop/shared-contracts/api/calls';
import type { WishlistItem } from '@shop/shared-contracts/api/entities';
import { wishlistKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useMutation, useQueryClient } from '@shop/shared-platform/query/react-query';

/** `POST /v1/wishlist`: keeps the product on the shopper's wishlist (once, however often sent). */
export function addToWishlist(body: AddToWishlistBody): Promise<WishlistItem> {
  return callApi('POST /v1/wishlist', { body });
}

export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToWishlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wishlistKey }),
  });
}

import type { CartItem } from '@shop/shared-contracts/api/entities';
import { wishlistKey } from '@shop/shared-contracts/query/query-keys';
import { emitShopEvent } from '@shop/shared-platform/events/event-bus';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useMutation, useQueryClient } from '@shop/shared-platform/query/react-query';

export interface MoveToCartInput {
  wishlistItemId: number;
  productId: number;
  variantId: number;
}

/**
 * One unit of the chosen variant goes into the cart (`POST /v1/cart`), then the product leaves
 * the wishlist (`DELETE /v1/wishlist/{id}`). Cart first: if the second call fails, the product
 * is in both lists rather than in neither.
 */
export async function moveToCart(input: MoveToCartInput): Promise<CartItem> {
  const added = await callApi('POST /v1/cart', {
    body: { product_id: input.productId, product_variant_id: input.variantId, quantity: 1 },
  });
  // The cart changed now, whatever happens to the wishlist call.
  emitShopEvent('shop:cart:changed', {});
  await callApi('DELETE /v1/wishlist/{id}', { path: { id: input.wishlistItemId } });
  return added;
}

export function useMoveToCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveToCart,
    onSettled: () => client.invalidateQueries({ queryKey: wishlistKey }),
  });
}

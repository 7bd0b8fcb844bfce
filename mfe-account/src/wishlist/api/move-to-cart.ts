import type { CartItem } from '@shop/shared-contracts/api/entities';
import { wishlistKey } from '@shop/shared-contracts/query/query-keys';
import { addToCart } from '@shop/shared-platform/cart/add-to-cart';
import { useMutation, useQueryClient } from '@shop/shared-platform/query/react-query';
import { changeWishlist } from '@shop/shared-platform/wishlist/wishlist';

export interface MoveToCartInput {
  wishlistItemId: number;
  productId: number;
  variantId: number;
}

/**
 * One unit of the chosen variant goes into the cart (the platform's add, which announces the
 * changed cart), then the product leaves the wishlist. Cart first: if the second call fails, the
 * product is in both lists rather than in neither.
 */
export async function moveToCart(input: MoveToCartInput): Promise<CartItem> {
  const added = await addToCart({
    product_id: input.productId,
    product_variant_id: input.variantId,
    quantity: 1,
  });
  await changeWishlist({ action: 'remove', itemId: input.wishlistItemId });
  return added;
}

export function useMoveToCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveToCart,
    onSettled: () => client.invalidateQueries({ queryKey: wishlistKey }),
  });
}

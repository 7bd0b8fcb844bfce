import type { AddToCartBody } from '@shop/shared-contracts/api/calls';
import type { CartItem } from '@shop/shared-contracts/api/entities';
import { useMutation } from '@shop/shared-platform/query/react-query';
import { emitShopEvent } from '../events/event-bus';
import { callApi } from '../http/call-api';

/**
 * `POST /v1/cart`: adds the quantity of one variant; the server checks it against the stock and
 * decides the price (the client sends only what and how many). Every add announces
 * `shop:cart:changed`, so whoever shows the cart (the header's badge) refetches it.
 */
export async function addToCart(body: AddToCartBody): Promise<CartItem> {
  const added = await callApi('POST /v1/cart', { body });
  emitShopEvent('shop:cart:changed', {});
  return added;
}

/**
 * Add to cart for any button of any remote (product page, product cards, the cart's undo). The
 * caller says what happened in its own words (its toasts); `useAddToCartRefusalText` words a
 * refusal.
 */
export function useAddToCart() {
  return useMutation({ mutationFn: addToCart });
}

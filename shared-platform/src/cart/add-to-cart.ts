import type { AddToCartBody } from '@shop/shared-contracts/api/calls';
import type { CartItem } from '@shop/shared-contracts/api/entities';
import { useMutation } from '@shop/shared-platform/query/react-query';
import { emitShopEvent } from '../events/event-bus';
import { isApiError } from '../http/api-error';
import { callApi } from '../http/call-api';
import { getSession } from '../session/session';
import { markVisitorCart } from './visitor-cart-mark';

/**
 * `POST /v1/cart`: adds the quantity of one variant to the shopper's or the visitor's cart; the server checks it against the stock and
 * decides the price (the client sends only what and how many). Every add announces
 * `shop:cart:changed`, so whoever shows the cart (the header's badge) refetches it.
 */
export async function addToCart(body: AddToCartBody): Promise<CartItem> {
  const added = await callApi('POST /v1/cart', { body });
  // A visitor's cart is on the server (its cookie): the header may show its badge from now on.
  if (getSession().status !== 'signed-in') markVisitorCart();
  emitShopEvent('shop:cart:changed', {});
  return added;
}

/**
 * Add to cart for any button of any remote (product page, product cards, the cart's undo). The
 * caller says what happened in its own words: its toasts, and a refusal's reason
 * (`addToCartRefusal`) in its texts.
 */
export function useAddToCart() {
  return useMutation({ mutationFn: addToCart });
}

/** Why the server refused an add to cart, as far as the shopper can act on it. */
export type AddToCartRefusal =
  | { reason: 'onlyInStock'; count: number }
  | { reason: 'soldOutNow' }
  | { reason: 'noLongerSold' }
  | { reason: 'failed' };

/** The parts of a 422's body this reads: the field codes and the stock (`available`). */
interface StockRefusalBody {
  codes?: Record<string, string>;
  available?: number;
}

/**
 * The API answers a quantity above the stock (counting what the cart already holds) with a 422
 * whose `quantity` code is `not_enough_stock` and whose `available` says how many are in stock,
 * and a sold-out variant with `out_of_stock`: the shopper reads it in their own language, never
 * the API's English. A 422 on the product or the variant means it left the shop meanwhile (a
 * draft, a suspended store, a variant its vendor retired).
 */
export function addToCartRefusal(error: unknown): AddToCartRefusal {
  if (!isApiError(error)) return { reason: 'failed' };
  const { errors } = error;
  if (errors?.product_variant_id || errors?.product_id) return { reason: 'noLongerSold' };
  const body = (error.body ?? {}) as StockRefusalBody;
  const code = body.codes?.quantity;
  if (code === 'not_enough_stock' && typeof body.available === 'number')
    return { reason: 'onlyInStock', count: body.available };
  if (code === 'out_of_stock') return { reason: 'soldOutNow' };
  return { reason: 'failed' };
}

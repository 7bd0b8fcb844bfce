import type { CartItem } from '@shop/shared-contracts/api/entities';
import { cartKey } from '@shop/shared-contracts/query/query-keys';
import { useQuery, useQueryClient } from '@shop/shared-platform/query/react-query';
import { useCallback } from 'react';
import { callApi } from '../http/call-api';
import { getSession } from '../session/session';
import { useSession } from '../session/use-session';
import { clearVisitorCartMark, hasVisitorCartMark, useVisitorCartMark } from './visitor-cart-mark';

/**
 * `GET /v1/cart`: the cart's lines with current prices and stock: the signed-in shopper's, else
 * the visitor's (its cookie). A visitor's empty answer drops the visitor-cart mark.
 */
export async function getCart(signal?: AbortSignal): Promise<CartItem[]> {
  const items = await callApi('GET /v1/cart', { signal });
  if (items.length === 0 && getSession().status === 'signed-out') clearVisitorCartMark();
  return items;
}

/** The one definition of the cart query: every view (header badge, cart, checkout) shares it. */
export const cartQuery = {
  queryKey: cartKey,
  queryFn: ({ signal }: { signal?: AbortSignal }) => getCart(signal),
};

/** Total quantity of all lines: the number on the header badge. */
export function cartQuantity(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * The cart: the signed-in shopper's, or a visitor's once this browser has put something in one
 * (the visitor-cart mark; `always`: the cart page, which asks in any case). Nothing is asked while
 * the session is being checked. Refetched whenever a remote emits `shop:cart:changed`
 * (`connectQueryClientToShopEvents`).
 */
export function useCart({ always = false }: { always?: boolean } = {}) {
  const { status } = useSession();
  const marked = useVisitorCartMark();
  const visitorAsks = status === 'signed-out' && (always || marked);
  return useQuery({ ...cartQuery, enabled: status === 'signed-in' || visitorAsks });
}

/**
 * Refreshes the cart (a shopper's, or a visitor's that has the mark) ahead of a click on a link to it, so the cart page
 * opens with current lines. Only a stale answer is fetched again (the client's stale time).
 */
export function usePrefetchCart(): () => void {
  const { status } = useSession();
  const client = useQueryClient();
  return useCallback(() => {
    if (status !== 'signed-in' && !(status === 'signed-out' && hasVisitorCartMark())) return;
    void client.prefetchQuery(cartQuery);
  }, [client, status]);
}

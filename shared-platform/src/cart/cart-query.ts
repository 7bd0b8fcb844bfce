import type { CartItem } from '@shop/shared-contracts/api/entities';
import { cartKey } from '@shop/shared-contracts/query/query-keys';
import { useQuery, useQueryClient } from '@shop/shared-platform/query/react-query';
import { useCallback } from 'react';
import { callApi } from '../http/call-api';
import { useSession } from '../session/use-session';

/** `GET /v1/cart`: the signed-in shopper's cart lines with current prices and stock. */
export function getCart(signal?: AbortSignal): Promise<CartItem[]> {
  return callApi('GET /v1/cart', { signal });
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
 * The cart of the signed-in shopper; nothing is asked for a visitor or while the session is
 * being checked (the answer would be a 401). Refetched whenever a remote emits
 * `shop:cart:changed` (`connectQueryClientToShopEvents`).
 */
export function useCart() {
  const { status } = useSession();
  return useQuery({ ...cartQuery, enabled: status === 'signed-in' });
}

/**
 * Refreshes the signed-in shopper's cart ahead of a click on a link to it, so the cart page
 * opens with current lines. Only a stale answer is fetched again (the client's stale time).
 */
export function usePrefetchCart(): () => void {
  const { status } = useSession();
  const client = useQueryClient();
  return useCallback(() => {
    if (status !== 'signed-in') return;
    void client.prefetchQuery(cartQuery);
  }, [client, status]);
}

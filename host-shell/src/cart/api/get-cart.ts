import type { CartItem } from '@shop/shared-contracts/api/entities';
import { cartKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useQuery, useQueryClient } from '@shop/shared-platform/query/react-query';
import { useSession } from '@shop/shared-platform/session/use-session';
import { useCallback } from 'react';

export { cartKey };

/** `GET /v1/cart`: the signed-in shopper's cart lines. */
export function getCart(signal?: AbortSignal): Promise<CartItem[]> {
  return callApi('GET /v1/cart', { signal });
}

/** Total quantity of all lines: the number on the header badge. */
export function cartQuantity(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * The cart of the signed-in shopper (idle for visitors). Refetched whenever a remote emits
 * `shop:cart:changed`, through the shared cart key.
 */
export function useCart() {
  const { status } = useSession();
  return useQuery({
    queryKey: cartKey,
    queryFn: ({ signal }) => getCart(signal),
    enabled: status === 'signed-in',
  });
}

/**
 * Refreshes the signed-in shopper's cart ahead of a click on the cart link, so the cart page
 * opens with current lines. Only a stale answer is fetched again (the client's stale time).
 */
export function usePrefetchCart(): () => void {
  const { status } = useSession();
  const client = useQueryClient();
  return useCallback(() => {
    if (status !== 'signed-in') return;
    void client.prefetchQuery({ queryKey: cartKey, queryFn: ({ signal }) => getCart(signal) });
  }, [client, status]);
}

import { cartKey, SESSION_QUERY_KEYS } from '@shop/shared-contracts/query/query-keys';
import type { QueryClient } from '@shop/shared-platform/query/react-query';
import { onShopEvent } from '../events/event-bus';

/**
 * Keeps the page's cached data in step with the event contract, so every view of a shared
 * resource shows the same answer:
 * - `shop:cart:changed` refetches the cart (whoever shows it gets the new answer);
 * - `shop:auth:changed` drops the shopper's data on sign-out and refetches it when another
 *   shopper signs in.
 * Installed once per page by whoever creates the query client; returns unsubscribe.
 */
export function connectQueryClientToShopEvents(client: QueryClient): () => void {
  let signedInUserId: number | null = null;
  const offCart = onShopEvent('shop:cart:changed', () => {
    void client.invalidateQueries({ queryKey: cartKey });
  });
  const offAuth = onShopEvent('shop:auth:changed', ({ status, user }) => {
    const userId = status === 'signed-in' ? (user?.id ?? null) : null;
    if (userId === signedInUserId) return;
    signedInUserId = userId;
    for (const queryKey of SESSION_QUERY_KEYS) {
      if (userId === null) client.removeQueries({ queryKey });
      else void client.invalidateQueries({ queryKey });
    }
  });
  return () => {
    offCart();
    offAuth();
  };
}

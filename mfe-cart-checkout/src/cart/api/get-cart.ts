import type { CartItem } from '@shop/shared-contracts/api/entities';
import { cartKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useQuery } from '@shop/shared-platform/query/react-query';

export { cartKey };

/** `GET /v1/cart`: the signed-in shopper's cart items with current prices and stock. */
export function getCart(signal?: AbortSignal): Promise<CartItem[]> {
  return callApi('GET /v1/cart', { signal });
}

/** The cart, under the key the header badge shares, so one answer serves both. */
export function useCart() {
  return useQuery({ queryKey: cartKey, queryFn: ({ signal }) => getCart(signal) });
}

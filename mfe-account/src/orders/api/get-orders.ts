import type { OrdersQuery } from '@shop/shared-contracts/api/calls';
import type { Order, Paginated } from '@shop/shared-contracts/api/entities';
import { ordersKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import { keepPreviousData, useQuery } from '@shop/shared-platform/query/react-query';

export const ordersListKey = (query: OrdersQuery) => [...ordersKey, 'list', query] as const;

/** `GET /v1/orders`: one page of the shopper's orders, searched and filtered by the server. */
export function getOrders(query: OrdersQuery, signal?: AbortSignal): Promise<Paginated<Order>> {
  return callApi('GET /v1/orders', { query, signal });
}

/** The page stays on screen while the next one loads, so the list does not jump. */
export function useOrders(query: OrdersQuery) {
  return useQuery({
    queryKey: ordersListKey(query),
    queryFn: ({ signal }) => getOrders(query, signal),
    placeholderData: keepPreviousData,
  });
}

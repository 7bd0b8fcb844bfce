import type { Order } from '@shop/shared-contracts/api/entities';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useQuery } from '@shop/shared-platform/query/react-query';

export const orderKey = (id: number) => ['order', id] as const;

/** `GET /v1/orders/{id}`: one of the shopper's orders (404 for another shopper's). */
export function getOrder(id: number, signal?: AbortSignal): Promise<Order> {
  return callApi('GET /v1/orders/{id}', { path: { id }, signal });
}

/** The order; `initial` (from the checkout's navigation state) shows it without a request. */
export function useOrder(id: number | null, initial?: Order) {
  return useQuery({
    queryKey: orderKey(id ?? 0),
    queryFn: ({ signal }) => getOrder(id ?? 0, signal),
    enabled: id !== null,
    ...(initial ? { initialData: initial } : {}),
  });
}

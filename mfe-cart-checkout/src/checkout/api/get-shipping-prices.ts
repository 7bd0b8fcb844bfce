import type { ShippingPrices } from '@shop/shared-contracts/api/entities';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useQuery } from '@shop/shared-platform/query/react-query';

export const shippingPricesKey = ['shipping-prices'] as const;

/** `GET /v1/get-prices`: standard and express shipping as the server charges them. */
export function getShippingPrices(signal?: AbortSignal): Promise<ShippingPrices> {
  return callApi('GET /v1/get-prices', { signal });
}

export function useShippingPrices() {
  return useQuery({
    queryKey: shippingPricesKey,
    queryFn: ({ signal }) => getShippingPrices(signal),
  });
}

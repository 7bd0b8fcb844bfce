import type { Address } from '@shop/shared-contracts/api/entities';
import { addressesKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useQuery } from '@shop/shared-platform/query/react-query';

export { addressesKey };

/** `GET /v1/address`: the shopper's delivery addresses. */
export function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return callApi('GET /v1/address', { signal });
}

export function useAddresses() {
  return useQuery({ queryKey: addressesKey, queryFn: ({ signal }) => getAddresses(signal) });
}

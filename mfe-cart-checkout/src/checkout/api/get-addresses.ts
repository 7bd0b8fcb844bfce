import type { Address } from '@shop/shared-contracts/api/entities';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useQuery } from '@shop/shared-platform/query/react-query';

export const addressesKey = ['addresses'] as const;

/** `GET /v1/address`: the shopper's delivery addresses. */
export function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return callApi('GET /v1/address', { signal });
}

export function useAddresses() {
  return useQuery({ queryKey: addressesKey, queryFn: ({ signal }) => getAddresses(signal) });
}

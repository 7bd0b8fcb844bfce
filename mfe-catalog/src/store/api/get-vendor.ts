import type { Vendor } from '@shop/shared-contracts/api/entities';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useQuery } from '@shop/shared-platform/query/react-query';

export const vendorKey = (id: number) => ['catalog', 'vendor', id] as const;

/** `GET /v1/vendors/{id}`: a seller's names, for the store's seller filter chip. */
export function getVendor(id: number, signal?: AbortSignal): Promise<Vendor> {
  return callApi('GET /v1/vendors/{id}', { path: { id }, signal });
}

export function useVendor(id: number | undefined) {
  return useQuery({
    queryKey: vendorKey(id ?? 0),
    queryFn: ({ signal }) => getVendor(id ?? 0, signal),
    enabled: id !== undefined,
  });
}

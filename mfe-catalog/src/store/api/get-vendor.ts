import type { Vendor } from '@shop/shared-contracts/api/entities';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useQuery } from '@shop/shared-platform/query/react-query';

export const vendorKey = (id: number) => ['catalog', 'vendor', id] as const;

/** `GET /v1/vendors/{id}`: a seller's names, for the store's seller filter chip. */
export function getVendor(id: number, signal?: AbortSignal): Promise<Vendor> {
  return callApi('GET /v1/vendors/{id}', { path: { id }, signal });
}

/** The seller's query, the same for the filter chip and the store's prefetch. */
export function vendorQuery(id: number) {
  return {
    queryKey: vendorKey(id),
    queryFn: ({ signal }: { signal: AbortSignal }) => getVendor(id, signal),
  };
}

export function useVendor(id: number | undefined) {
  return useQuery({ ...vendorQuery(id ?? 0), enabled: id !== undefined });
}

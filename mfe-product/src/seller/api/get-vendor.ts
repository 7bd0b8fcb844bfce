import type { VendorProfile } from '@shop/shared-contracts/api/product-details';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useQuery } from '@shop/shared-platform/query/react-query';

export const vendorKey = (id: number) => ['vendor', id] as const;

/** `GET /v1/vendors/{id}`: the seller with the figures the API computes for its card. */
export function getVendor(id: number, signal?: AbortSignal): Promise<VendorProfile> {
  return callApi('GET /v1/vendors/{id}', { path: { id }, signal });
}

/** The seller's query, the same for its card and the page's prefetch. */
export function vendorQuery(id: number) {
  return {
    queryKey: vendorKey(id),
    queryFn: ({ signal }: { signal: AbortSignal }) => getVendor(id, signal),
  };
}

export function useVendor(id: number) {
  return useQuery(vendorQuery(id));
}

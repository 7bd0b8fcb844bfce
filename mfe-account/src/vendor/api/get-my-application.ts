import type { VendorApplication } from '@shop/shared-contracts/api/entities';
import { vendorApplicationKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useQuery } from '@shop/shared-platform/query/react-query';

/**
 * Only the account shows it, but it is the shopper's own data, so its key is one of the
 * contract's session keys: the platform drops it when the shopper signs out.
 */
export const myVendorApplicationKey = vendorApplicationKey;

/** `GET /v1/profile/vendor-application`: the shopper's latest application, or null. */
export function getMyVendorApplication(signal?: AbortSignal): Promise<VendorApplication | null> {
  return callApi('GET /v1/profile/vendor-application', { signal });
}

export function useMyVendorApplication() {
  return useQuery({
    queryKey: myVendorApplicationKey,
    queryFn: ({ signal }) => getMyVendorApplication(signal),
  });
}

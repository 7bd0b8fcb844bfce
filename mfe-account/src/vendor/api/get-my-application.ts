import type { VendorApplication } from '@shop/shared-contracts/api/entities';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useQuery } from '@tanstack/react-query';

/** Only the account remote shows it, so its key lives here. */
export const myVendorApplicationKey = ['vendor-application'] as const;

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

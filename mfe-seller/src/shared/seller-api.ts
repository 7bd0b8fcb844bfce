import type { SellerStore } from '@shop/shared-contracts/api/marketplace';
import { sellerKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useQuery } from '@shop/shared-platform/query/react-query';

export const sellerStoreKey = [...sellerKey, 'me'] as const;

/** `GET /v1/seller/me`: the signed-in vendor's store; 403 for anyone who is not a vendor. */
export function useSellerStore() {
  return useQuery({
    queryKey: sellerStoreKey,
    queryFn: ({ signal }) => callApi('GET /v1/seller/me', { signal }),
  });
}

export type { SellerStore };

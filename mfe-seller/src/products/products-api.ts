import type { SellerProductsQuery } from '@shop/shared-contracts/api/marketplace';
import { sellerKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import { keepPreviousData, useQuery } from '@shop/shared-platform/query/react-query';

export const sellerProductsKey = [...sellerKey, 'products'] as const;

/** `GET /v1/seller/products`: one page of the vendor's products, searched by the server. */
export function useSellerProducts(query: SellerProductsQuery) {
  return useQuery({
    queryKey: [...sellerProductsKey, 'list', query],
    queryFn: ({ signal }) => callApi('GET /v1/seller/products', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

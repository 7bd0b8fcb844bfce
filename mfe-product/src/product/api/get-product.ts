import type { Product } from '@shop/shared-contracts/api/entities';
import { productKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useQuery } from '@shop/shared-platform/query/react-query';

export { productKey };

/** `GET /v1/products/{id}`: the product with its variants, pictures and descriptions. */
export function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return callApi('GET /v1/products/{id}', { path: { id }, signal });
}

export function useProduct(id: number) {
  return useQuery({ queryKey: productKey(id), queryFn: ({ signal }) => getProduct(id, signal) });
}

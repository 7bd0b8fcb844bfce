import type { Product } from '@shop/shared-contracts/api/entities';
import { productKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useQuery } from '@shop/shared-platform/query/react-query';

export { productKey };

/** `GET /v1/products/{id}`: the product with its variants, pictures and descriptions. */
export function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return callApi('GET /v1/products/{id}', { path: { id }, signal });
}

/** The product's query, the same for the page and its prefetch (one key, one request). */
export function productQuery(id: number) {
  return {
    queryKey: productKey(id),
    queryFn: ({ signal }: { signal: AbortSignal }) => getProduct(id, signal),
  };
}

export function useProduct(id: number) {
  return useQuery(productQuery(id));
}

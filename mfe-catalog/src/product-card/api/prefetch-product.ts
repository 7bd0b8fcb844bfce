import type { Product } from '@shop/shared-contracts/api/entities';
import { productKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useQuery, useQueryClient } from '@shop/shared-platform/query/react-query';
import { useCallback } from 'react';

/** `GET /v1/products/{id}`: the answer the product page keeps under `productKey(id)`. */
function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return callApi('GET /v1/products/{id}', { path: { id }, signal });
}

const productQuery = (id: number) => ({
  queryKey: productKey(id),
  queryFn: ({ signal }: { signal?: AbortSignal }) => getProduct(id, signal),
});

/**
 * Fetches a product into the page's cache under the product page's own key, so a click on its
 * card opens the page with the product already there. The client's stale time makes it one
 * request per product while that answer is fresh, however often the card is pointed at.
 */
export function usePrefetchProduct(id: number): () => void {
  const client = useQueryClient();
  return useCallback(() => {
    void client.prefetchQuery(productQuery(id));
  }, [client, id]);
}

/**
 * The product with its variants' colour and size names, for the card's variant chooser: the same
 * query as the page's, so choosing there and then opening the page asks the API once.
 */
export function useProductDetails(id: number) {
  return useQuery(productQuery(id));
}

import type { Product } from '@shop/shared-contracts/api/entities';
import { productKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useQueryClient } from '@shop/shared-platform/query/react-query';
import { useCallback } from 'react';

/** `GET /v1/products/{id}`: the answer the product page keeps under `productKey(id)`. */
function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return callApi('GET /v1/products/{id}', { path: { id }, signal });
}

/**
 * Fetches a product into the page's cache under the product page's own key, so a click on its
 * card opens the page with the product already there. The client's stale time makes it one
 * request per product while that answer is fresh, however often the card is pointed at.
 */
export function usePrefetchProduct(id: number): () => void {
  const client = useQueryClient();
  return useCallback(() => {
    void client.prefetchQuery({
      queryKey: productKey(id),
      queryFn: ({ signal }) => getProduct(id, signal),
    });
  }, [client, id]);
}

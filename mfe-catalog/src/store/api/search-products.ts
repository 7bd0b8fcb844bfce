import type { ProductSearchQuery } from '@shop/shared-contracts/api/calls';
import type { ProductSearchResult } from '@shop/shared-contracts/api/entities';
import { callApi } from '@shop/shared-platform/http/call-api';
import { keepPreviousData, useQuery } from '@shop/shared-platform/query/react-query';

export const searchProductsKey = (query: ProductSearchQuery) =>
  ['catalog', 'search', query] as const;

/** `GET /v1/products/search`: one page of products, the sidebar and its counts. */
export function searchProducts(
  query: ProductSearchQuery,
  signal?: AbortSignal,
): Promise<ProductSearchResult> {
  return callApi('GET /v1/products/search', { query, signal });
}

/** The store's query for `query`, the same for the page and its prefetch. */
export function searchProductsQuery(query: ProductSearchQuery) {
  return {
    queryKey: searchProductsKey(query),
    queryFn: ({ signal }: { signal: AbortSignal }) => searchProducts(query, signal),
  };
}

/**
 * The store's products for `query`. The previous answer stays on screen while the next one loads
 * (`isPlaceholderData`), so the sidebar does not vanish at every click.
 */
export function useSearchProducts(query: ProductSearchQuery) {
  return useQuery({ ...searchProductsQuery(query), placeholderData: keepPreviousData });
}

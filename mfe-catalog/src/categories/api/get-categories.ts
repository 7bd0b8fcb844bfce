import type { Category } from '@shop/shared-contracts/api/entities';
import { categoriesKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useQuery } from '@shop/shared-platform/query/react-query';

export { categoriesKey };

/** `GET /v1/categories`: every category with its sub-categories. */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return callApi('GET /v1/categories', { signal });
}

/** The categories' query, the same for the pages, their prefetch and the host's header. */
export const categoriesQuery = {
  queryKey: categoriesKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => getCategories(signal),
};

/**
 * The shop's categories. The key is shared with the host's header, so a page showing both asks
 * the API once; the request is aborted when no screen needs it any more.
 */
export function useCategories() {
  return useQuery(categoriesQuery);
}

import type { SearchHints } from '@shop/shared-contracts/api/search-hints';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useQuery } from '@shop/shared-platform/query/react-query';

export const searchHintsKey = (q: string) => ['catalog', 'search-hints', q] as const;

/** `GET /v1/products/search-hints`: "did you mean" and the nearest categories for `q`. */
export function getSearchHints(q: string, signal?: AbortSignal): Promise<SearchHints> {
  return callApi('GET /v1/products/search-hints', { query: { q }, signal });
}

/** The hints for a search that found nothing; asked only then (`enabled`). */
export function useSearchHints(q: string, enabled: boolean) {
  return useQuery({
    queryKey: searchHintsKey(q),
    queryFn: ({ signal }) => getSearchHints(q, signal),
    enabled,
  });
}

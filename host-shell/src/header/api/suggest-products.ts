import { type SearchSuggestions, SUGGEST_MIN_LENGTH } from '@shop/shared-contracts/api/suggest';
import { callApi } from '@shop/shared-platform/http/call-api';
import { keepPreviousData, useQuery } from '@shop/shared-platform/query/react-query';

/** Only the header asks for suggestions, so the key lives here. */
export const suggestProductsKey = (text: string) => ['products', 'suggest', text] as const;

/** `GET /v1/products/suggest`: products and categories whose names match what was typed. */
export function suggestProducts(text: string, signal?: AbortSignal): Promise<SearchSuggestions> {
  return callApi('GET /v1/products/suggest', { query: { q: text }, signal });
}

/**
 * Suggestions for `text` (already debounced by the caller), asked only from two characters on.
 * While the next text's answer is on its way the previous list stays, so it does not flicker;
 * the API lets an answer be reused for a minute, and so does the cache here.
 */
export function useSuggestProducts(text: string) {
  return useQuery({
    queryKey: suggestProductsKey(text),
    queryFn: ({ signal }) => suggestProducts(text, signal),
    enabled: text.length >= SUGGEST_MIN_LENGTH,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

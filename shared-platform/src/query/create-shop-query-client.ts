import { QueryClient } from '@shop/shared-platform/query/react-query';
import { isApiError } from '../http/api-error';

/** Answers are reused for a minute: the header and a page showing the same data share one request. */
export const SHOP_STALE_TIME_MS = 60_000;
/** Retries after the first failure of a read, for a network error or a 5xx answer only. */
export const SHOP_QUERY_RETRIES = 2;

/**
 * Whether a failed read is tried again: never for a 4xx answer (the request itself is wrong or
 * not allowed, asking again gives the same answer), a few times for network errors and 5xx.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = isApiError(error) ? error.status : null;
  if (status !== null && status >= 400 && status < 500) return false;
  return failureCount < SHOP_QUERY_RETRIES;
}

/** The one `QueryClient` of a page (created by the host, or by a remote's standalone harness). */
export function createShopQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: SHOP_STALE_TIME_MS,
        retry: shouldRetryQuery,
        // A shopper switching tabs should not trigger a burst of requests for unchanged data.
        refetchOnWindowFocus: false,
      },
      // A repeated order or payment would be worse than an error message.
      mutations: { retry: false },
    },
  });
}

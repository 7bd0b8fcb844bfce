import { isApiError } from '@shop/shared-platform/http/api-error';
import type { QueryClient } from '@shop/shared-platform/query/react-query';

interface MatchedContext {
  statusCode: number;
  matches: readonly { route: { path?: string } }[];
}

/**
 * 404 for an address no route knows (the catch-all route) and for a page whose own data the API
 * does not know (an unknown product), so search engines drop them; else the router's status.
 */
export function pageStatus(context: MatchedContext, queryClient: QueryClient): number {
  if (context.matches.some((match) => match.route.path === '*')) return 404;
  const unknown = queryClient
    .getQueryCache()
    .getAll()
    .some(({ state }) => isApiError(state.error) && state.error.status === 404);
  return unknown ? 404 : context.statusCode;
}

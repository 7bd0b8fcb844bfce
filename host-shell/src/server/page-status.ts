import { isApiError } from '@shop/shared-platform/http/api-error';
import type { QueryClient } from '@shop/shared-platform/query/react-query';
import { UNREAD_REMOTE_ROUTE_ID } from '../federation/shop-routes';

interface MatchedContext {
  statusCode: number;
  matches: readonly { route: { path?: string; id?: string } }[];
}

/**
 * 503 while a remote's routes are unknown; 404 for an address no route knows (the catch-all route) and for a page whose own data the API
 * does not know (an unknown product), so search engines drop them; else the router's status.
 */
export function pageStatus(context: MatchedContext, queryClient: QueryClient): number {
  // An address that may be a page of a remote whose manifest did not answer: try again later.
  if (context.matches.some((match) => match.route.id === UNREAD_REMOTE_ROUTE_ID)) return 503;
  if (context.matches.some((match) => match.route.path === '*')) return 404;
  const unknown = queryClient
    .getQueryCache()
    .getAll()
    .some(({ state }) => isApiError(state.error) && state.error.status === 404);
  return unknown ? 404 : context.statusCode;
}

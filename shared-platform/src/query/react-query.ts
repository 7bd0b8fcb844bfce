/**
 * The TanStack Query API the shop uses: the place every package imports it from (lint rejects a
 * direct import). Shared at run time with the platform, so the page has one query client context,
 * and, unlike sharing `@tanstack/react-query` itself, tree-shaken: the first render carries these
 * exports, not the whole library (hydration, suspense and multi-query hooks stay out). A page that
 * needs another export adds it here, which changes the platform version.
 */

// The server render puts its cache into the document (`dehydrate`); the browser takes it over
// before hydrating (`hydrate`).
export type { DehydratedState } from '@tanstack/react-query';
export {
  dehydrate,
  hydrate,
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  type UseQueryResult,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

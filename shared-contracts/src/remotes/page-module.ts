/**
 * The shape of a remote's exposed page module (`./StorePage`, `./ProductPage`, ...): the page as
 * its default export and, optionally, a `prefetch` export. The host's route loader calls
 * `prefetch` as soon as the module has loaded, before the page renders, so the page's first data
 * is on its way while the shell renders. The page's own queries then find it under the same
 * query key instead of asking only after their first render.
 */

/** What a prefetch may do with the page's query client (TanStack Query's `prefetchQuery`). */
export interface PrefetchingQueryClient {
  prefetchQuery(options: {
    queryKey: readonly unknown[];
    queryFn: (context: { signal: AbortSignal }) => Promise<unknown>;
  }): Promise<void>;
}

export interface PagePrefetchContext {
  /** The route's parameters, e.g. `{ id: '12' }` on `/product/12`. */
  params: Readonly<Record<string, string | undefined>>;
  /** The address being opened; its query holds, for example, the store's filters. */
  url: URL;
  queryClient: PrefetchingQueryClient;
}

/**
 * Starts the page's first queries with the keys and functions the page itself uses. Must not
 * throw and must not wait: the host calls it and goes on (a failed query is the page's to show,
 * as if the page had asked itself).
 */
export type PagePrefetch = (context: PagePrefetchContext) => void;

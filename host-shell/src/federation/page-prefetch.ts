import type { PagePrefetch, PagePrefetchContext } from '@shop/shared-contracts/remotes/page-module';

function prefetchOf(module: unknown): PagePrefetch | null {
  if (typeof module !== 'object' || module === null) return null;
  const prefetch = (module as { prefetch?: unknown }).prefetch;
  return typeof prefetch === 'function' ? (prefetch as PagePrefetch) : null;
}

/**
 * Calls the `prefetch` of a remote's page module, if it has one (see the contract's
 * `page-module.ts`). A prefetch that throws is logged and otherwise ignored: the page still
 * renders and asks for its data itself. Returns whether a prefetch ran.
 */
export function startPagePrefetch(module: unknown, context: PagePrefetchContext): boolean {
  const prefetch = prefetchOf(module);
  if (!prefetch) return false;
  try {
    prefetch(context);
  } catch (error) {
    console.error("[shop] a remote page's prefetch failed", error);
  }
  return true;
}

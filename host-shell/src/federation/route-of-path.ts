/**
 * Whether `pathname` is an address of the route `pattern` (`/product/:id`), as the router matches
 * the shop's routes: static segments compare without regard to case, a `:parameter` takes one
 * segment, and a trailing slash is allowed. Imports nothing shared, so the entry can find the
 * first page's remote before the router exists (`preload-first-page.ts`).
 */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(pathname);
  if (wanted.length !== given.length) return false;
  return wanted.every(
    (segment, index) =>
      segment.startsWith(':') || segment.toLowerCase() === given[index]?.toLowerCase(),
  );
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** The first of `routes` whose pattern `pathname` matches, or null. */
export function routeOfPath<Route extends { path: string }>(
  pathname: string,
  routes: readonly Route[],
): Route | null {
  return routes.find((route) => matchesRoutePattern(route.path, pathname)) ?? null;
}

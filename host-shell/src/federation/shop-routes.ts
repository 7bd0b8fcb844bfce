import { remoteRoutes } from '@shop/shared-contracts/remotes/remote-manifest';
import type { ShopRoute } from '@shop/shared-contracts/remotes/route-declaration';

let current: readonly ShopRoute[] | null = null;

/**
 * The page's remote routes, set before the router exists: the server render's table (document
 * state), or a static shell's reading of the manifests (`published-routes.ts`). On the server,
 * the request's (a worker renders for one configuration, so every request sets the same).
 */
export function setShopRoutes(routes: readonly ShopRoute[]): void {
  current = routes;
}

/** Before any is set (the entry's first-page preload, unit tests): the manifest's declaration. */
export function shopRoutes(): readonly ShopRoute[] {
  // Every pattern of the manifest starts with `/` (`ROUTE_PATTERNS`).
  current ??= remoteRoutes() as ShopRoute[];
  return current;
}

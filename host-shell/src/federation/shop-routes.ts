import {
  type RemoteRoute,
  routesOfManifest,
} from '@shop/shared-contracts/remotes/route-declaration';
import { matchesRoutePattern } from './route-of-path';

/** The remotes' routes as this page (or this render) found them in their manifests. */
export interface ShopRoutes {
  routes: readonly RemoteRoute[];
  /** Remotes whose manifest could not be read: an address no route knows may be one of theirs. */
  unavailable: readonly string[];
}

export type FetchManifest = (url: string) => Promise<unknown>;

const fetchManifest: FetchManifest = async (url) => {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}.`);
  return answer.json();
};

/**
 * Reads every configured remote's manifest at once; a remote that does not answer loses only its
 * own routes (they show the "unavailable" panel), never the rest of the shop.
 */
export async function loadShopRoutes(
  remotes: Readonly<Record<string, string>>,
  fetchJson: FetchManifest = fetchManifest,
): Promise<ShopRoutes> {
  const entries = Object.entries(remotes);
  const results = await Promise.allSettled(entries.map(([, url]) => fetchJson(url)));
  const routes: RemoteRoute[] = [];
  const unavailable: string[] = [];
  results.forEach((result, index) => {
    const remote = entries[index]?.[0] ?? '';
    if (result.status === 'fulfilled') routes.push(...routesOfManifest(remote, result.value));
    else unavailable.push(remote);
  });
  return { routes, unavailable };
}

/** The id of the catch-all route while a remote's routes are unknown (503 on the server). */
export const UNREAD_REMOTE_ROUTE_ID = 'unread-remote';

const empty: ShopRoutes = { routes: [], unavailable: [] };
let current: ShopRoutes = empty;

/** The browser page's routes, set once at start before the router exists. */
export function setShopRoutes(routes: ShopRoutes): void {
  current = routes;
}

export function shopRoutes(): ShopRoutes {
  return current;
}

/** The remote route `pathname` is an address of, or null (a page of the host, or not found). */
export function remoteRouteOf(
  pathname: string,
  routes: readonly RemoteRoute[] = current.routes,
): RemoteRoute | null {
  return routes.find((route) => matchesRoutePattern(route.path, pathname)) ?? null;
}

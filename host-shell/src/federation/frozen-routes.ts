import { type RemoteName, routesOf } from '@shop/shared-contracts/remotes/remote-manifest';
import type { ShopRoute } from '@shop/shared-contracts/remotes/route-declaration';
import { ROUTE_PATTERNS } from '@shop/shared-contracts/routes';

/**
 * The frozen route table: the routes of the remotes that existed before remotes published their
 * own (platform 4.8.0 and older, `deploy/previous-release/`), as this host was built with them.
 * Used only for such a remote whose manifest publishes no routes (a rollback, a version skew) or
 * cannot be read; every other route comes from the manifests at run time. Their titles and
 * `noindex` rules are the host's tables (`route-titles.ts`, `server/seo/route-seo.ts`).
 */
const FROZEN_REMOTES: readonly RemoteName[] = [
  'catalog',
  'product',
  'cartCheckout',
  'account',
  'auth',
];

/** As `shared-tooling/src/federation/declared-routes.ts` publishes them. */
const WITHOUT_PAGE_UI: ReadonlySet<string> = new Set([
  ROUTE_PATTERNS.home,
  ROUTE_PATTERNS.orderConfirmation,
]);

export function frozenRoutesOf(remote: string): ShopRoute[] {
  const known = FROZEN_REMOTES.find((name) => name === remote);
  if (!known) return [];
  return routesOf(known).map(({ path, module }) => ({
    path: path as `/${string}`,
    module,
    remote,
    ...(WITHOUT_PAGE_UI.has(path) ? { withoutPageUi: true } : {}),
  }));
}

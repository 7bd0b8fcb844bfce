import { type RemoteName, shopRoutesOf } from '@shop/shared-contracts/remotes/remote-manifest';
import type { ShopRoute } from '@shop/shared-contracts/remotes/route-declaration';

/**
 * The frozen route table: the routes of the remotes that existed before remotes published their
 * own (platform 4.8.0 and older, `deploy/previous-release/`), as this host was built with them.
 * Used only for such a remote whose manifest publishes no routes (a rollback, a version skew) or
 * cannot be read; every other route comes from the manifests at run time.
 */
const FROZEN_REMOTES: readonly RemoteName[] = [
  'catalog',
  'product',
  'cartCheckout',
  'account',
  'auth',
];

export function frozenRoutesOf(remote: string): ShopRoute[] {
  const known = FROZEN_REMOTES.find((name) => name === remote);
  return known ? shopRoutesOf(known) : [];
}

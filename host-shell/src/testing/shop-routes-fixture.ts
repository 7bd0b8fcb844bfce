/**
 * The five remotes' real route declarations and texts, for the host's tests: in the shop they
 * arrive in the remotes' manifests at run time.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  RemoteRoute,
  RouteDeclaration,
} from '@shop/shared-contracts/remotes/route-declaration';
import { readNamespace } from '@shop/shared-tooling/testing/test-i18n';
import type { i18n } from 'i18next';
import { type ShopRoutes, setShopRoutes } from '../federation/shop-routes';

const DIRECTORIES = {
  catalog: 'mfe-catalog',
  product: 'mfe-product',
  cartCheckout: 'mfe-cart-checkout',
  account: 'mfe-account',
  auth: 'mfe-auth',
} as const;

const workspace = join(import.meta.dirname, '..', '..', '..');

/** Read as the host reads them in the shop: as data another package publishes, never imported. */
async function declaredRoutes(remote: string, directory: string): Promise<RemoteRoute[]> {
  const file = pathToFileURL(join(workspace, directory, 'src', 'routes.ts')).href;
  const { routes } = (await import(/* @vite-ignore */ file)) as { routes: RouteDeclaration[] };
  return routes.map((route) => ({ ...route, remote }));
}

export const REMOTE_ROUTES: readonly RemoteRoute[] = (
  await Promise.all(
    Object.entries(DIRECTORIES).map(([remote, directory]) => declaredRoutes(remote, directory)),
  )
).flat();

export const SHOP_ROUTES: ShopRoutes = { routes: REMOTE_ROUTES, unavailable: [] };

/** Sets the browser page's routes as `src/index.ts` does once the manifests are read. */
export function useShopRoutes(): void {
  setShopRoutes(SHOP_ROUTES);
}

/** Adds each remote's real texts to `i18n` (titles and descriptions are the remotes'). */
export function addRemoteTexts(target: i18n): void {
  for (const [remote, directory] of Object.entries(DIRECTORIES)) {
    for (const language of ['du', 'ar', 'en']) {
      if (target.hasResourceBundle(language, remote)) continue;
      target.addResourceBundle(
        language,
        remote,
        readNamespace(join(workspace, directory), language, remote),
      );
    }
  }
}

/** A page of a remote the host was not built with: the catalog's build, published anew. */
export const LOOKBOOK_ROUTE: RemoteRoute = {
  path: '/lookbook',
  module: './StorePage',
  remote: 'lookbook',
  titleKey: 'pageTitle.store',
  session: 'none',
  indexed: true,
  pageUiAhead: true,
};

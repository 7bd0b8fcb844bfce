import { routesOfManifest, type ShopRoute } from '@shop/shared-contracts/remotes/route-declaration';
import { frozenRoutesOf } from './frozen-routes';

/**
 * The shop's routes, remote by remote in the configuration's order: those `manifestOf` finds
 * published, else the frozen ones. `manifestOf` answers undefined for a manifest it could not
 * read. The render service's, and a static shell's (loaded on demand there: a server-rendered
 * page has the table in its document state, and its first render has no byte to spare).
 */
export async function resolveShopRoutes(
  remotes: Readonly<Record<string, string>>,
  manifestOf: (url: string) => Promise<unknown>,
): Promise<ShopRoute[]> {
  const tables = await Promise.all(
    Object.entries(remotes).map(async ([remote, url]) => {
      const manifest = await manifestOf(url).catch(() => undefined);
      return routesOfManifest(remote, manifest) ?? frozenRoutesOf(remote);
    }),
  );
  return tables.flat();
}

import { getInstance } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@shop/shared-contracts/runtime-config';
import { resolveShopRoutes } from './published-routes';

/**
 * A static shell's routes (no server render handed it a table): every configured remote's
 * manifest, read once per page with the federation runtime. A manifest the runtime is already
 * fetching (the first page's remote) is taken from it; one read here goes into the runtime's
 * cache, so a later load of that remote does not fetch it again.
 */
export function readPublishedRoutes(config: RuntimeConfig) {
  const snapshots = getInstance()?.snapshotHandler;
  const manifestOf = async (url: string): Promise<unknown> => {
    const loading = snapshots?.manifestLoading[url];
    if (loading) {
      await loading.catch(() => undefined);
      const loaded = snapshots?.manifestCache.get(url);
      if (loaded) return loaded;
    }
    const answer = await fetch(url);
    if (!answer.ok) throw new Error(`${url} answered ${answer.status}.`);
    const manifest = await answer.json();
    snapshots?.manifestCache.set(url, manifest);
    return manifest;
  };
  return resolveShopRoutes(config.remotes, manifestOf);
}

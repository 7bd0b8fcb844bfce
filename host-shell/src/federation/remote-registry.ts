import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RuntimeConfig } from '@shop/shared-contracts/runtime-config';

const manifests = new Map<RemoteName, string>();
const failed = new Set<RemoteName>();

export interface RegisterOptions {
  /** The manifest to load for a configured one: the server renders from `<folder>/server/`. */
  entryOf?: (manifestUrl: string) => string;
  /** Replaces remotes registered before (a render worker given a new configuration). */
  force?: boolean;
}

/** Registers every remote by its manifest URL. Nothing is fetched until a route loads a remote. */
export function registerShopRemotes(
  config: RuntimeConfig,
  { entryOf = (url) => url, force = false }: RegisterOptions = {},
): void {
  manifests.clear();
  failed.clear();
  const remotes = Object.entries(config.remotes).map(([name, manifestUrl]) => {
    const entry = entryOf(manifestUrl);
    manifests.set(name as RemoteName, entry);
    return { name, entry };
  });
  registerRemotes(remotes, { force });
}

export function markRemoteFailed(remote: RemoteName): void {
  failed.add(remote);
}

/**
 * The MF runtime keeps a failed remote's state (module cache, entry, snapshot); registering it
 * again with `force` drops all of it, so the next load really goes back to the server.
 */
export function resetFailedRemote(remote: RemoteName): boolean {
  const entry = manifests.get(remote);
  if (!failed.has(remote) || !entry) return false;
  failed.delete(remote);
  registerRemotes([{ name: remote, entry }], { force: true });
  return true;
}

import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RuntimeConfig } from '@shop/shared-contracts/runtime-config';

const manifests = new Map<RemoteName, string>();
const failed = new Set<RemoteName>();

/** Registers every remote by its manifest URL. Nothing is fetched until a route loads a remote. */
export function registerShopRemotes(config: RuntimeConfig): void {
  const remotes = Object.entries(config.remotes).map(([name, entry]) => {
    manifests.set(name as RemoteName, entry);
    return { name, entry };
  });
  registerRemotes(remotes);
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

import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@shop/shared-contracts/runtime-config';
import type { RemoteModulePath } from './load-remote-page';
import { markRemoteFailed } from './remote-registry';

const requested = new Set<string>();

/**
 * An exposed module no remote has, named to preload a remote's manifest and entry alone. The
 * runtime marks every module a preload walks past as preloaded, even when a filter keeps none of
 * its files, so a preload naming no module would stop a later hover from fetching a page's code.
 */
const NO_PAGE = '(manifest and entry only)';

/**
 * Whether `url` is the own chunk of an exposed page other than `expose`. A remote's manifest lists,
 * among a page's files, those of other pages built from the same code (the catalog's store page
 * lists the best-sellers page's chunk, which only wraps the store): preloaded, they are never run,
 * and the browser warns "preloaded but not used" on every visit of the page.
 */
export function isOtherPageChunk(url: string, expose: string): boolean {
  const page = /__federation_expose_([^/.]+)\.[^/]*$/.exec(url)?.[1];
  return page !== undefined && page !== expose;
}

/** Whether the remote's manifest and entry were asked for, alone or with one of its pages. */
export function entryRequested(remote: RemoteName): boolean {
  for (const key of requested) if (key.startsWith(`${remote}/`)) return true;
  return false;
}

/**
 * Fetches a remote's manifest and entry and, with `module`, that page's own chunks; the
 * runtime's `preloadRemote` adds them as preloads without running them. Each once per page: false
 * when already asked for. A failure is forgotten and the remote marked failed, so the next load
 * goes back to the server and shows the "unavailable" panel if the remote is still down. Imports
 * nothing shared, so the entry can call it before the shared libraries exist.
 */
export function preloadRemoteCode(remote: RemoteName, module?: RemoteModulePath): boolean {
  const key = `${remote}/${module ?? ''}`;
  // A page's preload fetches the manifest and entry too, so they are never asked for twice.
  if (requested.has(key) || (!module && entryRequested(remote))) return false;
  requested.add(key);
  const expose = module?.slice(2);
  const page = expose
    ? {
        exposes: [expose],
        resourceCategory: 'sync' as const,
        filter: (url: string) => !isOtherPageChunk(url, expose),
      }
    : { exposes: [NO_PAGE] };
  preloadRemote([{ nameOrAlias: remote, ...page }]).catch(() => {
    requested.delete(key);
    markRemoteFailed(remote);
  });
  return true;
}

import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@shop/shared-contracts/runtime-config';
import { matchPath } from '@shop/shared-platform/router/react-router';
import type { RemoteModulePath } from './load-remote-page';
import { markRemoteFailed } from './remote-registry';

export interface RemoteRouteTarget {
  path: string;
  remote: RemoteName;
  module: RemoteModulePath;
}

/** The remote route a link leads to, or null for another site or a route of the host. */
export function remoteRouteOfLink(
  href: string,
  routes: readonly RemoteRouteTarget[],
  origin: string,
): RemoteRouteTarget | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return routes.find((route) => matchPath({ path: route.path, end: true }, url.pathname)) ?? null;
}

const requested = new Set<string>();

/**
 * Fetches a remote's manifest and entry (and, with `module`, that page's chunks) ahead of a
 * click. Each is asked for once; a failure is forgotten and the remote marked failed, so the
 * click loads it afresh and shows the "unavailable" panel if it is still down.
 */
export function preloadRemotePage(remote: RemoteName, module?: RemoteModulePath): void {
  const key = `${remote}/${module ?? ''}`;
  if (requested.has(key)) return;
  requested.add(key);
  const page = module
    ? { exposes: [module.slice(2)], resourceCategory: 'sync' as const }
    : { filter: () => false };
  preloadRemote([{ nameOrAlias: remote, ...page }]).catch(() => {
    requested.delete(key);
    markRemoteFailed(remote);
  });
}

function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest('a[href]') : null;
}

/**
 * One listener on the document: a link to a remote's route that is hovered or focused preloads
 * that page; once the browser is idle, every remote linked from the page has its manifest and
 * entry fetched. Returns the function that removes the listeners.
 */
export function preloadRemoteLinks(
  routes: readonly RemoteRouteTarget[],
  doc: Document = document,
): () => void {
  const origin = doc.location.origin;
  const onIntent = (event: Event) => {
    const link = linkOf(event.target);
    const route = link ? remoteRouteOfLink(link.href, routes, origin) : null;
    if (route) preloadRemotePage(route.remote, route.module);
  };
  const onIdle = () => {
    for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const route = remoteRouteOfLink(link.href, routes, origin);
      if (route) preloadRemotePage(route.remote);
    }
  };
  doc.addEventListener('pointerover', onIntent, { passive: true });
  doc.addEventListener('focusin', onIntent);
  const view = doc.defaultView;
  const idle = view?.requestIdleCallback
    ? view.requestIdleCallback(onIdle, { timeout: 3000 })
    : setTimeout(onIdle, 2000);
  return () => {
    doc.removeEventListener('pointerover', onIntent);
    doc.removeEventListener('focusin', onIntent);
    if (view?.cancelIdleCallback) view.cancelIdleCallback(idle as number);
    else clearTimeout(idle);
  };
}

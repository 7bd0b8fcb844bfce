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

let knownRoutes: readonly RemoteRouteTarget[] = [];

/**
 * One listener on the document: a link to a remote's route that is hovered or focused preloads
 * that page. Returns the function that removes the listeners.
 */
export function preloadRemoteLinks(
  routes: readonly RemoteRouteTarget[],
  doc: Document = document,
): () => void {
  knownRoutes = routes;
  const origin = doc.location.origin;
  const onIntent = (event: Event) => {
    const link = linkOf(event.target);
    const route = link ? remoteRouteOfLink(link.href, routes, origin) : null;
    if (route) preloadRemotePage(route.remote, route.module);
  };
  doc.addEventListener('pointerover', onIntent, { passive: true });
  doc.addEventListener('focusin', onIntent);
  return () => {
    doc.removeEventListener('pointerover', onIntent);
    doc.removeEventListener('focusin', onIntent);
  };
}

/**
 * Once the browser is idle, fetches the manifest and entry of every remote the page links to.
 * Called when a remote page has rendered, so it never competes with loading the page itself.
 */
export function preloadLinkedRemotesWhenIdle(doc: Document = document): () => void {
  const onIdle = () => {
    for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const route = remoteRouteOfLink(link.href, knownRoutes, doc.location.origin);
      if (route) preloadRemotePage(route.remote);
    }
  };
  const view = doc.defaultView;
  if (view?.requestIdleCallback) {
    const handle = view.requestIdleCallback(onIdle, { timeout: 3000 });
    return () => view.cancelIdleCallback(handle);
  }
  const timer = setTimeout(onIdle, 2000);
  return () => clearTimeout(timer);
}

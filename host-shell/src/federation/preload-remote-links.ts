import type { RemoteName } from '@shop/shared-contracts/runtime-config';
import { whenIdle } from '@shop/shared-platform/runtime/when-idle';
import type { RemoteModulePath } from './load-remote-page';
import type { LinkPreloads } from './preload-links-in-view';
import { preloadPageUi } from './preload-page-ui';
import { entryRequested, preloadRemoteCode } from './preload-remote-code';
import { preloadRemoteTexts } from './remote-texts';
import { routeOfPath } from './route-of-path';

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
  return routeOfPath(url.pathname, routes);
}

/**
 * Fetches a remote's manifest and entry (and, with `module`, that page's chunks, the remote's
 * texts, the namespace named after it, and the host's page UI files) ahead of a click. Each is
 * asked for once (`preloadRemoteCode`).
 */
export function preloadRemotePage(remote: RemoteName, module?: RemoteModulePath): void {
  if (!preloadRemoteCode(remote, module) || !module) return;
  preloadRemoteTexts(remote);
  preloadPageUi();
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
  return whenIdle(() => {
    for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const route = remoteRouteOfLink(link.href, knownRoutes, doc.location.origin);
      if (route) preloadRemotePage(route.remote);
    }
    // Its own file, fetched once the first page is there: the shell's start-up files stay small.
    void import(/* webpackChunkName: "on-demand-links-in-view" */ './preload-links-in-view').then(
      ({ preloadRemoteLinksInView }) => preloadRemoteLinksInView(linkPreloads(doc), doc),
    );
  });
}

/** What the watcher of links in view needs from here: the routes and the preloads so far. */
export function linkPreloads(doc: Document = document): LinkPreloads {
  return {
    remotes: new Set(knownRoutes.map((route) => route.remote)),
    remoteOf: (href) => remoteRouteOfLink(href, knownRoutes, doc.location.origin)?.remote ?? null,
    preload: (remote) => preloadRemotePage(remote),
    requested: entryRequested,
  };
}

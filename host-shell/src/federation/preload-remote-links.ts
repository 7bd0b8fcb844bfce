import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@shop/shared-contracts/runtime-config';
import { matchPath } from '@shop/shared-platform/router/react-router';
import i18next from 'i18next';
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
 * An exposed module no remote has, named to preload a remote's manifest and entry alone. The
 * runtime marks every module a preload walks past as preloaded, even when a filter keeps none of
 * its files, so a preload naming no module would stop a later hover from fetching a page's code.
 */
const NO_PAGE = '(manifest and entry only)';

/** Whether the remote's manifest and entry were asked for, alone or with one of its pages. */
function entryRequested(remote: RemoteName): boolean {
  for (const key of requested) if (key.startsWith(`${remote}/`)) return true;
  return false;
}

/**
 * Fetches a remote's manifest and entry (and, with `module`, that page's chunks and the remote's
 * texts, the namespace named after it) ahead of a click. Each is asked for once; a failure is
 * forgotten and the remote marked failed, so the click loads it afresh and shows the
 * "unavailable" panel if it is still down.
 */
export function preloadRemotePage(remote: RemoteName, module?: RemoteModulePath): void {
  const key = `${remote}/${module ?? ''}`;
  // A page's preload fetches the manifest and entry too, so they are never asked for twice.
  if (requested.has(key) || (!module && entryRequested(remote))) return;
  requested.add(key);
  const page = module
    ? { exposes: [module.slice(2)], resourceCategory: 'sync' as const }
    : { exposes: [NO_PAGE] };
  preloadRemote([{ nameOrAlias: remote, ...page }]).catch(() => {
    requested.delete(key);
    markRemoteFailed(remote);
  });
  // i18next asks once per namespace and language, and a failed file is asked for again on use.
  if (module) void i18next.loadNamespaces(remote);
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
  return whenIdle(doc, () => {
    for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const route = remoteRouteOfLink(link.href, knownRoutes, doc.location.origin);
      if (route) preloadRemotePage(route.remote);
    }
    preloadRemoteLinksInView(doc);
  });
}

/** Runs `task` when the browser is next idle; returns the function that cancels it. */
function whenIdle(doc: Document, task: () => void): () => void {
  const view = doc.defaultView;
  if (view?.requestIdleCallback) {
    const handle = view.requestIdleCallback(task, { timeout: 3000 });
    return () => view.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 2000);
  return () => clearTimeout(timer);
}

let stopWatchingLinks: (() => void) | null = null;

/**
 * Watches the links to remote routes, also those a page renders later (product cards arriving
 * with their data, a menu opening): one scrolled into view has its remote's manifest and entry
 * fetched when the browser is next idle. Started once per document, after a page has rendered,
 * so it never competes with loading that page; it stops once every remote has been asked for.
 * Returns the function that stops it.
 */
export function preloadRemoteLinksInView(doc: Document = document): () => void {
  const view = doc.defaultView;
  if (stopWatchingLinks) return stopWatchingLinks;
  if (!view?.IntersectionObserver || !view.MutationObserver) return () => undefined;
  const remotes = new Set(knownRoutes.map((route) => route.remote));
  const remoteOf = (link: Element) =>
    link instanceof view.HTMLAnchorElement
      ? (remoteRouteOfLink(link.href, knownRoutes, doc.location.origin)?.remote ?? null)
      : null;
  // The address each watched link had when it was last looked at (a link can change its href).
  const seen = new WeakMap<Element, string>();
  const inView = new Set<RemoteName>();
  const cancels = new Set<() => void>();
  const later = (task: () => void) => {
    const cancel = whenIdle(doc, () => {
      cancels.delete(cancel);
      task();
    });
    cancels.add(cancel);
  };
  const preloadInView = () => {
    for (const remote of inView) preloadRemotePage(remote);
    inView.clear();
    if ([...remotes].every(entryRequested)) stop();
  };
  const visibility = new view.IntersectionObserver((entries) => {
    for (const entry of entries) {
      const remote = entry.isIntersecting ? remoteOf(entry.target) : null;
      if (!remote) continue;
      visibility.unobserve(entry.target);
      inView.add(remote);
    }
    if (inView.size > 0) later(preloadInView);
  });
  let scanQueued = false;
  const scan = () => {
    scanQueued = false;
    for (const link of doc.querySelectorAll('a[href]')) {
      const href = link.getAttribute('href') ?? '';
      if (seen.get(link) === href) continue;
      seen.set(link, href);
      const remote = remoteOf(link);
      if (remote && !entryRequested(remote)) visibility.observe(link);
      else visibility.unobserve(link);
    }
  };
  const changes = new view.MutationObserver(() => {
    if (scanQueued) return;
    scanQueued = true;
    later(scan);
  });
  const stop = () => {
    visibility.disconnect();
    changes.disconnect();
    for (const cancel of cancels) cancel();
    cancels.clear();
    stopWatchingLinks = null;
  };
  stopWatchingLinks = stop;
  if ([...remotes].every(entryRequested)) stop();
  else {
    changes.observe(doc.body, { childList: true, subtree: true, attributeFilter: ['href'] });
    scan();
  }
  return stop;
}

import type { RemoteName } from '@shop/shared-contracts/runtime-config';
import { whenIdle } from '@shop/shared-platform/runtime/when-idle';

/** The remotes links lead to, and the preloads of their manifests and entries. */
export interface LinkPreloads {
  remotes: ReadonlySet<RemoteName>;
  /** The remote whose route a link's address leads to, or null. */
  remoteOf(href: string): RemoteName | null;
  /** Fetches the remote's manifest and entry (once). */
  preload(remote: RemoteName): void;
  /** Whether the remote's manifest and entry were asked for already. */
  requested(remote: RemoteName): boolean;
}

let stopWatchingLinks: (() => void) | null = null;

/**
 * Watches the links to remote routes, also those a page renders later (product cards arriving
 * with their data, a menu opening): one scrolled into view has its remote's manifest and entry
 * fetched when the browser is next idle. Started once per document, after a page has rendered,
 * so it never competes with loading that page; it stops once every remote has been asked for.
 * Returns the function that stops it.
 */
export function preloadRemoteLinksInView(
  { remotes, remoteOf: remoteOfHref, preload, requested }: LinkPreloads,
  doc: Document = document,
): () => void {
  const view = doc.defaultView;
  if (stopWatchingLinks) return stopWatchingLinks;
  if (!view?.IntersectionObserver || !view.MutationObserver) return () => undefined;
  const remoteOf = (link: Element) =>
    link instanceof view.HTMLAnchorElement ? remoteOfHref(link.href) : null;
  // The address each watched link had when it was last looked at (a link can change its href).
  const seen = new WeakMap<Element, string>();
  const inView = new Set<RemoteName>();
  const cancels = new Set<() => void>();
  const later = (task: () => void) => {
    const cancel = whenIdle(() => {
      cancels.delete(cancel);
      task();
    });
    cancels.add(cancel);
  };
  const preloadInView = () => {
    for (const remote of inView) preload(remote);
    inView.clear();
    if ([...remotes].every(requested)) stop();
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
      if (remote && !requested(remote)) visibility.observe(link);
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
  if ([...remotes].every(requested)) stop();
  else {
    changes.observe(doc.body, { childList: true, subtree: true, attributeFilter: ['href'] });
    scan();
  }
  return stop;
}

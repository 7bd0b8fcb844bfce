import type { RemoteRoute } from '@shop/shared-contracts/remotes/route-declaration';
import { ROUTE_PATTERNS } from '@shop/shared-contracts/routes';
import { matchPath } from '@shop/shared-platform/router/react-router';
import { remoteRouteOf } from '../../federation/shop-routes';

/** The host's own pages with their key under `seo.description`; remote pages publish theirs. */
const HOST_DESCRIPTION_KEYS = [
  [ROUTE_PATTERNS.terms, 'terms'],
  [ROUTE_PATTERNS.privacy, 'privacy'],
] as const;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A page crawlers must not index: one its remote declares so (signed-in pages, one-time links). */
export function isPrivatePage(pathname: string, routes: readonly RemoteRoute[]): boolean {
  const route = remoteRouteOf(pathname, routes);
  return route !== null && (!route.indexed || route.session === 'required');
}

/**
 * The meta description of a route: a remote page's own (`descriptionKey` in its namespace), the
 * shared one of signed-in pages, the shop's for a remote page without one; unknown: not found.
 */
export function description(pathname: string, routes: readonly RemoteRoute[], t: Translate) {
  const route = remoteRouteOf(pathname, routes);
  if (route) {
    if (isPrivatePage(pathname, routes)) return t('seo.description.signedIn');
    return route.descriptionKey
      ? t(route.descriptionKey, { ns: route.remote })
      : t('seo.description.home');
  }
  const host = HOST_DESCRIPTION_KEYS.find(([pattern]) => matchPath(pattern, pathname));
  return t(`seo.description.${host?.[1] ?? 'notFound'}`);
}

/** Shortens text for a meta description at a word boundary (search engines show ~160). */
export function shortenText(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?–-]+$/, '')}…`;
}

import { PRIVATE_ROUTE_PATTERNS, ROUTE_PATTERNS } from '@shop/shared-contracts/routes';
import { matchPath } from '@shop/shared-platform/router/react-router';
import { routeOfPath } from '../../federation/route-of-path';
import { shopRoutes } from '../../federation/shop-routes';

const PRIVATE_PATTERNS = PRIVATE_ROUTE_PATTERNS;

/**
 * The key under `seo.description` of each public route that existed before remotes published
 * their routes; a published route's own `descriptionKey` comes first. Matched in order.
 */
const DESCRIPTION_KEYS: readonly (readonly [pattern: string, key: string])[] = [
  [ROUTE_PATTERNS.home, 'home'],
  [ROUTE_PATTERNS.store, 'store'],
  [ROUTE_PATTERNS.shop, 'store'],
  [ROUTE_PATTERNS.category, 'store'],
  [ROUTE_PATTERNS.categories, 'categories'],
  [ROUTE_PATTERNS.bestSellers, 'bestSellers'],
  [ROUTE_PATTERNS.product, 'product'],
  [ROUTE_PATTERNS.signIn, 'signIn'],
  [ROUTE_PATTERNS.signUp, 'signUp'],
  [ROUTE_PATTERNS.forgotPassword, 'forgotPassword'],
  [ROUTE_PATTERNS.terms, 'terms'],
  [ROUTE_PATTERNS.privacy, 'privacy'],
];

/** A published route marked private, or one of the patterns the host was built with. */
export function isPrivatePage(pathname: string, routes = shopRoutes()): boolean {
  if (routeOfPath(pathname, routes)?.private) return true;
  return PRIVATE_PATTERNS.some((pattern) => matchPath(pattern, pathname));
}

/** `seo.description.*` key of a route; signed-in pages share one, unknown paths are not found. */
export function descriptionKey(pathname: string): string {
  if (isPrivatePage(pathname)) return 'seo.description.signedIn';
  const published = routeOfPath(pathname, shopRoutes())?.descriptionKey;
  if (published) return published;
  const match = DESCRIPTION_KEYS.find(([pattern]) => matchPath(pattern, pathname));
  return `seo.description.${match?.[1] ?? 'notFound'}`;
}

/** Shortens text for a meta description at a word boundary (search engines show ~160). */
export function shortenText(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?–-]+$/, '')}…`;
}

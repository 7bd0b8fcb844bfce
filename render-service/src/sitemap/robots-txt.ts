import type { RemoteRoute } from '@shop/shared-contracts/remotes/route-declaration';
import { ROUTE_PATTERNS } from '@shop/shared-contracts/routes';

/** The host's own address of a signed-in page: `/cart` redirects to the cart. */
const HOST_DISALLOWED = [ROUTE_PATTERNS.cartAlias];

/**
 * Crawlers stay out of the pages the remotes publish as not indexed or needing a session
 * (`src/routes.ts` of each remote), read from their manifests by the render service.
 */
export function robotsTxt(origin: string, routes: readonly RemoteRoute[]): string {
  const disallowed = routes
    .filter(({ indexed, session }) => !indexed || session === 'required')
    .map(({ path }) => path);
  return [
    'User-agent: *',
    'Allow: /',
    ...[...disallowed, ...HOST_DISALLOWED].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}

import { FALLBACK_LANGUAGE, type Language } from '@shop/shared-contracts/i18n/languages';
import type { ShopRoute } from '@shop/shared-contracts/remotes/route-declaration';
import type { RemoteName, RuntimeConfig } from '@shop/shared-contracts/runtime-config';
import { preloadRemoteCode } from './preload-remote-code';
import { preloadRemoteTextFiles } from './remote-text-urls';
import { routeOfPath } from './route-of-path';
import { shopRoutes } from './shop-routes';

/**
 * The entry's head start on the first page: as soon as the remotes are registered, it asks for
 * the manifest, entry and page chunks of the remote that renders `pathname`, and that remote's
 * texts in the shopper's `language` and the fallback language. Left to the route's loader, they
 * would wait until the shared libraries and the shell's code had downloaded and run, three round
 * trips in a row after them. The loader then finds them downloaded or on their way: the runtime
 * reuses the manifest and entry, and the page's `<script>` and i18next's `fetch` take the
 * preloaded answers. Nothing here runs the remote's code, which needs the shared libraries.
 * `routes`: the server render's (document state), else the workspace's declaration (a static shell).
 * Returns the remote it asked for, or null on a page of the host.
 */
export function preloadFirstPage(
  config: RuntimeConfig,
  language: Language,
  pathname: string = window.location.pathname,
  routes: readonly ShopRoute[] = shopRoutes(),
): RemoteName | null {
  const route = routeOfPath(pathname, routes);
  const manifestUrl = route && config.remotes[route.remote];
  if (!route || !manifestUrl) return null;
  preloadRemoteCode(route.remote, route.module);
  preloadRemoteTextFiles(route.remote, manifestUrl, [language, FALLBACK_LANGUAGE]);
  return route.remote;
}

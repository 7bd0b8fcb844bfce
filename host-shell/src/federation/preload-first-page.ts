import { FALLBACK_LANGUAGE, type Language } from '@shop/shared-contracts/i18n/languages';
import { remoteRoutes } from '@shop/shared-contracts/remotes/remote-manifest';
import type { RemoteName, RuntimeConfig } from '@shop/shared-contracts/runtime-config';
import { preloadRemoteCode } from './preload-remote-code';
import { preloadRemoteTextFiles } from './remote-text-urls';
import { routeOfPath } from './route-of-path';

/**
 * The entry's head start on the first page: as soon as the remotes are registered, it asks for
 * the manifest, entry and page chunks of the remote that renders `pathname`, and that remote's
 * texts in the shopper's `language` and the fallback language. Left to the route's loader, they
 * would wait until the shared libraries and the shell's code had downloaded and run, three round
 * trips in a row after them. The loader then finds them downloaded or on their way: the runtime
 * reuses the manifest and entry, and the page's `<script>` and i18next's `fetch` take the
 * preloaded answers. Nothing here runs the remote's code, which needs the shared libraries.
 * Returns the remote it asked for, or null on a page of the host.
 */
export function preloadFirstPage(
  config: RuntimeConfig,
  language: Language,
  pathname: string = window.location.pathname,
): RemoteName | null {
  const route = routeOfPath(pathname, remoteRoutes());
  if (!route) return null;
  preloadRemoteCode(route.remote, route.module);
  preloadRemoteTextFiles(route.remote, config.remotes[route.remote], [language, FALLBACK_LANGUAGE]);
  return route.remote;
}

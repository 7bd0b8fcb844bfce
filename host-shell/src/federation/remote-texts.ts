import { FALLBACK_LANGUAGE, normalizeLanguage } from '@shop/shared-contracts/i18n/languages';
import type { RemoteName, RuntimeConfig } from '@shop/shared-contracts/runtime-config';
import { detectLanguage } from '@shop/shared-platform/i18n/language-detection';
import { getRuntimeConfig } from '@shop/shared-platform/runtime/runtime-config-store';
import i18next from 'i18next';
import { folderOf, preloadRemoteTextFiles } from './remote-text-urls';

/** Where i18next finds each remote's namespace: the folder of its manifest (`remote-text-urls.ts`). */
export function namespaceOriginsOf(config: RuntimeConfig): Record<string, string> {
  return Object.fromEntries(
    Object.entries(config.remotes).map(([name, manifestUrl]) => [name, folderOf(manifestUrl)]),
  );
}

function pageLanguage() {
  if (i18next.isInitialized) {
    return normalizeLanguage(i18next.resolvedLanguage ?? i18next.language, 'stored');
  }
  // A server-rendered document names its language; i18next will start in it.
  const rendered = globalThis.document?.documentElement.lang;
  return rendered ? normalizeLanguage(rendered, 'stored') : detectLanguage();
}

/**
 * Starts the download of a remote's texts (its namespace, in the page's language and the fallback
 * language) ahead of its page, which then reads them without waiting: with the page's code when
 * a route loads, or when a link to it is pointed at. A preload, not `i18next.loadNamespaces`: a
 * namespace i18next has loaded is loaded again on every language change, and the change waits
 * for it, so asking i18next for the texts of a remote that turns out to be down would hold up
 * the language toggle while its retries run. Returns the addresses newly asked for.
 */
export function preloadRemoteTexts(remote: RemoteName): string[] {
  const manifestUrl = getRuntimeConfig().remotes[remote];
  if (!manifestUrl) return [];
  const missing = [pageLanguage(), FALLBACK_LANGUAGE].filter(
    (lng) => !(i18next.isInitialized && i18next.hasResourceBundle(lng, remote)),
  );
  return preloadRemoteTextFiles(remote, manifestUrl, missing);
}

/** Resolves once i18next has started (the route's loader may run before it has). */
function i18nextStarted(): Promise<void> {
  if (i18next.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const started = () => {
      i18next.off('initialized', started);
      resolve();
    };
    i18next.on('initialized', started);
  });
}

/**
 * Has i18next read a remote's namespace, once its page's code has loaded (so the remote is up,
 * see `preloadRemoteTexts`): the route's loader waits for it, and the page renders with its texts
 * at once. Without it, the page's first render would wait for them (suspend) and, on a visit's
 * first page, show the page-wide spinner in place of the header as well.
 */
export async function loadRemoteTexts(remote: RemoteName): Promise<void> {
  await i18nextStarted();
  await i18next.loadNamespaces(remote);
}

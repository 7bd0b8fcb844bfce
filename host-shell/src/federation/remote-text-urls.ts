import { type Language, localeFilePath } from '@shop/shared-contracts/i18n/languages';
import { preloadFetch } from './preload-fetch';

/** The folder a remote's manifest is served from, its own files' base (resolved against `base`). */
export function folderOf(manifestUrl: string, base?: string): string {
  // The page's address resolves a relative manifest URL; on the server they are absolute.
  return new URL('.', new URL(manifestUrl, base ?? globalThis.location?.href)).href;
}

/**
 * The addresses of a remote's texts in `languages`: its namespace is named after it and served
 * beside its manifest (`<folder>/locales/{lng}/{remote}.json`), like its chunks, so a release
 * deployed under a path of its origin brings its own texts. Pure, so the entry can use it.
 */
export function remoteTextUrls(
  remote: string,
  manifestUrl: string,
  languages: readonly Language[],
): string[] {
  const folder = folderOf(manifestUrl);
  return [...new Set(languages)].map(
    (lng) => new URL(localeFilePath(lng, remote).slice(1), folder).href,
  );
}

/**
 * Starts the download of a remote's texts in `languages` (`preloadFetch`, each address once per
 * page), for the entry's first page and for a route or link ahead of its page. Returns the
 * addresses newly asked for.
 */
export function preloadRemoteTextFiles(
  remote: string,
  manifestUrl: string,
  languages: readonly Language[],
): string[] {
  return remoteTextUrls(remote, manifestUrl, languages).filter((url) => preloadFetch(url));
}

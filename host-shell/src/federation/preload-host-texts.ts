import {
  FALLBACK_LANGUAGE,
  HOST_NAMESPACE,
  type Language,
  localeFilePath,
} from '@shop/shared-contracts/i18n/languages';
import { preloadFetch } from './preload-fetch';

/**
 * Starts the download of the host's texts in the shopper's `language` and in the fallback language
 * (i18next reads both before the first render) as the entry's first act. Asked for by i18next
 * only after the runtime configuration and the shell's code, they cost the first screen a round
 * trip; preloaded, i18next's own `fetch` of the same address takes this answer. Runs before the
 * shared libraries exist, so it uses only the contract's pure helpers.
 */
export function preloadHostTexts(language: Language, head: HTMLElement = document.head): string[] {
  const paths = [...new Set([language, FALLBACK_LANGUAGE])].map((lng) =>
    localeFilePath(lng, HOST_NAMESPACE),
  );
  for (const path of paths) preloadFetch(path, head);
  return paths;
}

import { HOST_NAMESPACE, LOCALE_FILE_TEMPLATE } from '@shop/shared-contracts/i18n/languages';

/** The host serves the default namespace; every remote serves its own namespace from its origin. */
export const DEFAULT_NAMESPACE = HOST_NAMESPACE;

export interface NamespaceOrigins {
  /** Namespace -> origin that serves `/locales/{lng}/{ns}.json`, e.g. `{ catalog: 'http://localhost:3001' }`. */
  namespaceOrigins: Record<string, string>;
  /** Origin of the host (default: the page's origin). */
  hostOrigin?: string;
}

function trimSlash(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/** The locale backend's `loadPath`: picks the origin by namespace. */
export function createLoadPath({ namespaceOrigins, hostOrigin }: NamespaceOrigins) {
  return (_languages: string[], namespaces: string[]): string => {
    const ns = namespaces[0] ?? DEFAULT_NAMESPACE;
    const host = hostOrigin ?? (typeof window === 'undefined' ? '' : window.location.origin);
    const origin = ns === DEFAULT_NAMESPACE ? host : (namespaceOrigins[ns] ?? host);
    return `${trimSlash(origin)}${LOCALE_FILE_TEMPLATE}`;
  };
}

/** Origin of a URL such as a remote's `mf-manifest.json` address. */
export function originOf(url: string): string {
  return new URL(url, typeof window === 'undefined' ? undefined : window.location.href).origin;
}

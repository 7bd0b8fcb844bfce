const asked = new Set<string>();

/**
 * Starts downloading `url` as `<link rel="preload" as="fetch" crossorigin>`: a later `fetch` of
 * the same address (i18next's) takes this answer instead of asking again. Each address once per
 * page; false when it was asked for already. Imports nothing shared, so the entry can use it
 * before the shared libraries exist.
 */
export function preloadFetch(url: string, head: HTMLElement = document.head): boolean {
  const address = new URL(url, head.ownerDocument.baseURI).href;
  if (asked.has(address)) return false;
  asked.add(address);
  const link = head.ownerDocument.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = address;
  head.append(link);
  return true;
}

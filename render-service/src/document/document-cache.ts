/**
 * A short cache of composed documents (still with the nonce placeholder), so a burst of shoppers
 * on one page costs one render. Prices and stock in it are at most `ttlMs` older than the API's.
 */
import type { Language } from '@shop/shared-contracts/i18n/languages';

export interface CachedDocument {
  status: number;
  body: string;
  /** The policy's hashes of its style attributes (`styleAttributeHashes`). */
  styleHashes: string[];
  /** `Link` header values of the pictures the page preloads (`imagePreloadLinks`). */
  preloadLinks: string[];
}

/**
 * Path and query as asked for, and the resolved language: the same URL in two languages never
 * shares an entry, and different queries (`?page=2`) never do either.
 */
export function documentCacheKey(site: string, url: string, language: Language): string {
  return `${site}\n${language}\n${url}`;
}

/** The API's session and visitor-cart cookies (`__Host-` in production): a shopper's own page. */
const SHOPPER_COOKIE = /(?:^|;)\s*(?:__Host-)?shop-(?:session|visitor)=/;

/** Whether a request names a shopper: a Bearer token, or the session or visitor-cart cookie. */
export function isPersonal(headers: { authorization?: string; cookie?: string }): boolean {
  return Boolean(headers.authorization) || SHOPPER_COOKIE.test(headers.cookie ?? '');
}

/** Only shared pages: no answer to a request that names a shopper, no redirect, no error. */
export function isCacheable(
  status: number,
  headers: { authorization?: string; cookie?: string },
): boolean {
  return (status === 200 || status === 404) && !isPersonal(headers);
}

export class DocumentCache {
  private readonly entries = new Map<string, CachedDocument & { expires: number }>();

  constructor(
    private readonly ttlMs: number,
    /** Random query strings must not grow it without bound: the oldest entry goes first. */
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedDocument | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    const { expires: _expires, ...document } = entry;
    return document;
  }

  set(key: string, document: CachedDocument): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { ...document, expires: this.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}

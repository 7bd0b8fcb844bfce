import { ShortCache } from './short-cache';

/** Keeps a load's promise for a key; without a cache, loads every time. */
export type Remember = <T>(key: string, load: () => Promise<T>) => Promise<T>;

/**
 * The counts behind search pages (a set's total, one dimension's facet counts), kept as long as
 * whole answers (`ttlMs`, at most a second) and shared between answers: every page and sort of a
 * category needs the same total and facets, and every listing without a category filter the same
 * category counts, so a cache miss of one page no longer counts its whole set again. Concurrent
 * requests for a part share one query.
 */
export function searchParts(ttlMs: number, maxEntries = 5_000): Remember {
  if (ttlMs <= 0) return (_key, load) => load();
  const parts = new ShortCache<unknown>(ttlMs, maxEntries);
  return <T>(key: string, load: () => Promise<T>) => parts.get(key, load) as Promise<T>;
}

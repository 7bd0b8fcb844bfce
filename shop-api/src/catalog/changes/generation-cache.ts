import type { CatalogChanges } from './catalog-changes';

/**
 * Values computed from the catalogue, kept until it changes: while notifications arrive, a value
 * is served until the next change is applied (`CatalogChanges.generation`); while they do not
 * (the listener reconnecting), nothing is kept. Concurrent misses of a key share one load; a
 * failed load is not kept.
 */
export class GenerationCache<T> {
  private readonly entries = new Map<string, Promise<T>>();
  private generation = -1;

  constructor(
    private readonly changes: CatalogChanges,
    private readonly maxEntries = 5_000,
  ) {}

  async get(key: string, load: () => Promise<T>): Promise<T> {
    // A change already announced is applied first: its writes show in the very next answer.
    await this.changes.settled();
    if (!this.changes.isLive()) return load();
    if (this.generation !== this.changes.generation) {
      this.entries.clear();
      this.generation = this.changes.generation;
    }
    let found = this.entries.get(key);
    if (!found) {
      // Insertion order: the first key is the oldest.
      if (this.entries.size >= this.maxEntries) {
        this.entries.delete(this.entries.keys().next().value as string);
      }
      const loading = load();
      this.entries.set(key, loading);
      loading.catch(() => {
        if (this.entries.get(key) === loading) this.entries.delete(key);
      });
      found = loading;
    }
    return found;
  }
}

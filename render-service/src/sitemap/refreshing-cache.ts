/**
 * Keeps an expensive answer for `ttlMs`. Concurrent misses share one load, and when a reload
 * fails the last good answer is served on: a sitemap a few minutes old beats an error to a
 * crawler while the API is down.
 */
export class RefreshingCache<T> {
  private readonly entries = new Map<
    string,
    { value?: T; expires: number; pending?: Promise<T> }
  >();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry?.value !== undefined && entry.expires > this.now())
      return Promise.resolve(entry.value);
    if (entry?.pending) return entry.pending;
    const stale = entry?.value;
    const pending = load().then(
      (value) => {
        this.entries.set(key, { value, expires: this.now() + this.ttlMs });
        return value;
      },
      (error: unknown) => {
        if (stale === undefined) {
          this.entries.delete(key);
          throw error;
        }
        this.entries.set(key, { value: stale, expires: 0 });
        return stale;
      },
    );
    // Only the newest key matters (the origin or API address changed): drop the others.
    for (const other of this.entries.keys()) if (other !== key) this.entries.delete(other);
    this.entries.set(key, { value: stale, expires: 0, pending });
    return pending;
  }
}

interface Load<T> {
  startedAt: number;
  value: Promise<T>;
  settled: boolean;
}

interface Entry<T> {
  current: Load<T>;
  next?: Load<T>;
}

/**
 * Values that may be at most `ttlMs` old, counted from the start of the load that read them.
 * Concurrent misses of one key share one load. After half the time a refresh starts in the
 * background while the previous value is still served, so a slow query (a search count over a
 * large catalogue) does not make every request wait once per period; a value older than `ttlMs`
 * is never served: then the refresh is awaited. A failed load is never kept.
 */
export class ShortCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.now();
    const entry = this.entries.get(key);
    if (!entry) {
      if (this.entries.size >= this.maxEntries) this.evict(now);
      const fresh: Entry<T> = { current: this.start(load, now) };
      this.entries.set(key, fresh);
      this.settle(key, fresh, fresh.current);
      return fresh.current.value;
    }
    const age = now - entry.current.startedAt;
    if (age < this.ttlMs / 2) return entry.current.value;
    if (!entry.next) {
      entry.next = this.start(load, now);
      this.settle(key, entry, entry.next);
    }
    if (age < this.ttlMs && entry.current.settled) return entry.current.value;
    return entry.next.value;
  }

  private start(load: () => Promise<T>, now: number): Load<T> {
    return { startedAt: now, value: load(), settled: false };
  }

  /** A successful refresh replaces the current value; a failed first load drops the key. */
  private settle(key: string, entry: Entry<T>, loading: Load<T>): void {
    loading.value.then(
      () => {
        loading.settled = true;
        if (entry.next === loading) {
          entry.current = loading;
          entry.next = undefined;
        }
      },
      () => {
        if (entry.next === loading) entry.next = undefined;
        if (entry.current === loading && this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
  }

  /** Drops values too old to serve, then the oldest keys if the cache is still full. */
  private evict(now: number): void {
    for (const [key, entry] of this.entries) {
      if (now - entry.current.startedAt >= this.ttlMs && !entry.next) this.entries.delete(key);
    }
    for (const key of this.entries.keys()) {
      if (this.entries.size < this.maxEntries) break;
      this.entries.delete(key);
    }
  }
}

import type { ProductSummary } from '@shop/shared-contracts/api/entities';
import type { CatalogChanges } from './changes/catalog-changes';

type Entry = { at: number; summary: Promise<ProductSummary | undefined> };

/**
 * Product summaries by id, each at most `ttlMs` old (as the answers built from them): search
 * pages overlap (every sort and page of a category, text and filter queries finding popular
 * products), so a page loads only the products no recent page has loaded, in one batch.
 * Without a period (0) every page loads all its products.
 */
export class SummaryCache {
  private readonly entries = new Map<number, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly load: (ids: number[]) => Promise<ProductSummary[]>,
    private readonly maxEntries = 20_000,
    private readonly now: () => number = () => performance.now(),
    private readonly changes?: CatalogChanges,
  ) {}

  private generation = -1;

  /**
   * The summaries of `ids` in their order; ids of products that do not exist are left out.
   * With `changes`, nothing loaded before the last catalogue change is served (a tile's stock
   * and price lag a write by its notification only), nor anything while notifications are off.
   */
  async get(ids: number[]): Promise<ProductSummary[]> {
    if (this.ttlMs <= 0) return this.load(ids);
    if (this.changes) {
      if (!this.changes.isLive()) return this.load(ids);
      if (this.generation !== this.changes.generation) {
        this.entries.clear();
        this.generation = this.changes.generation;
      }
    }
    const now = this.now();
    const missing = ids.filter((id) => {
      const entry = this.entries.get(id);
      // Kept until the next catalogue change when changes are notified, else for `ttlMs`.
      return !entry || (!this.changes && now - entry.at >= this.ttlMs);
    });
    if (missing.length) this.loadMissing(missing, now);
    const found = await Promise.all(ids.map((id) => this.entries.get(id)?.summary));
    return found.filter((summary): summary is ProductSummary => summary !== undefined);
  }

  private loadMissing(ids: number[], now: number): void {
    if (this.entries.size + ids.length > this.maxEntries) this.evict(now);
    const batch = this.load(ids).then((list) => new Map(list.map((s) => [s.id, s])));
    for (const id of ids) {
      const summary = batch.then((byId) => byId.get(id));
      this.entries.set(id, { at: now, summary });
      // A failed load is not kept: the next page asks again.
      summary.catch(() => {
        if (this.entries.get(id)?.summary === summary) this.entries.delete(id);
      });
    }
  }

  private evict(now: number): void {
    for (const [id, entry] of this.entries) {
      if (now - entry.at >= this.ttlMs) this.entries.delete(id);
    }
    for (const id of this.entries.keys()) {
      if (this.entries.size < this.maxEntries / 2) break;
      this.entries.delete(id);
    }
  }
}

import type { Product } from '@shop/shared-contracts/api/entities';
import type { Db } from '../db/client';
import { loadProducts } from './product-loader';

interface Entry {
  expiresAt: number;
  product: Promise<Product | undefined>;
}

/**
 * Full products by id, each reused for at most `ttlMs` (the catalogue may lag the database by up
 * to a second). For answers that embed catalogue data next to figures read fresh, such as the
 * cart, whose unit prices and stock come from its own query.
 */
export class ProductCache {
  private readonly entries = new Map<number, Entry>();

  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The products of `ids` that exist, in the order of `ids`; misses load in one batch. */
  async get(ids: number[]): Promise<Product[]> {
    const now = this.now();
    const missing = ids.filter((id) => !((this.entries.get(id)?.expiresAt ?? 0) > now));
    if (missing.length) {
      const loaded = loadProducts(this.db, this.publicUrl, missing);
      if (this.ttlMs > 0) this.remember(missing, loaded, now);
      if (this.ttlMs <= 0) {
        const fresh = new Map((await loaded).map((product) => [product.id, product]));
        return ids.flatMap((id) => fresh.get(id) ?? []);
      }
    }
    const products = await Promise.all(ids.map((id) => this.entries.get(id)?.product));
    return products.flatMap((product) => product ?? []);
  }

  private remember(ids: number[], loaded: Promise<Product[]>, now: number): void {
    if (this.entries.size + ids.length > this.maxEntries) this.entries.clear();
    const byId = loaded.then((products) => new Map(products.map((p) => [p.id, p])));
    for (const id of ids) {
      const entry = { expiresAt: now + this.ttlMs, product: byId.then((map) => map.get(id)) };
      this.entries.set(id, entry);
      // A failed load is never reused.
      entry.product.catch(() => {
        if (this.entries.get(id) === entry) this.entries.delete(id);
      });
    }
  }
}

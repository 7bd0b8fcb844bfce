import type { SortKey } from '@shop/shared-contracts/api/entities';
import type { SearchOrder } from '../search-query';
import { partitionPoint } from './partition-point';
import type { ProductIndex } from './product-index';

/**
 * Orders two slots as the SQL search's ORDER BY does (negative: `a` first). Relevance reads the
 * ranks by slot (`ranks`), then shorter names, then id.
 */
export function slotOrder(index: ProductIndex, order: SearchOrder, ranks?: Float64Array) {
  const { ids, price, rating, reviews, sold, created, nameLength } = index;
  const byId = (a: number, b: number) => (ids[a] as number) - (ids[b] as number);
  switch (order) {
    case 'relevance':
      return (a: number, b: number) =>
        (ranks?.[b] ?? 0) - (ranks?.[a] ?? 0) ||
        (nameLength[a] as number) - (nameLength[b] as number) ||
        byId(a, b);
    case 'price_asc':
      return (a: number, b: number) => (price[a] as number) - (price[b] as number) || byId(a, b);
    case 'price_desc':
      return (a: number, b: number) => (price[b] as number) - (price[a] as number) || byId(a, b);
    case 'rating':
      return (a: number, b: number) =>
        (rating[b] as number) - (rating[a] as number) ||
        (reviews[b] as number) - (reviews[a] as number) ||
        byId(a, b);
    case 'best_selling':
      return (a: number, b: number) => (sold[b] as number) - (sold[a] as number) || byId(a, b);
    default:
      return (a: number, b: number) =>
        (created[b] as number) - (created[a] as number) || byId(b, a);
  }
}

/**
 * Every slot in each sort order, sorted once on first use and kept sorted as products change
 * (one removal and one binary insertion per changed product and order): a page of a large set
 * is the first matches met along it, not a sort of the set.
 */
export class SortedSlots {
  private readonly orders = new Map<SortKey, Int32Array>();

  constructor(private readonly index: ProductIndex) {}

  get(order: SortKey): Int32Array {
    let sorted = this.orders.get(order);
    if (!sorted) {
      const slots = Array.from({ length: this.index.size }, (_, slot) => slot);
      sorted = Int32Array.from(slots.sort(slotOrder(this.index, order)));
      this.orders.set(order, sorted);
    }
    return sorted;
  }

  /** The slot's sort keys changed (or it is new): moved to its place in every built order. */
  moved(slot: number): void {
    for (const [order, sorted] of this.orders) {
      const compare = slotOrder(this.index, order);
      const at = sorted.indexOf(slot);
      const rest = at < 0 ? sorted : sorted.subarray(0, sorted.length - 1);
      if (at >= 0) sorted.copyWithin(at, at + 1);
      const low = partitionPoint(rest.length, (at) => compare(rest[at] as number, slot) < 0);
      let next = sorted;
      if (at >= 0) next.copyWithin(low + 1, low, rest.length);
      else {
        next = new Int32Array(sorted.length + 1);
        next.set(sorted.subarray(0, low));
        next.set(sorted.subarray(low), low + 1);
      }
      next[low] = slot;
      this.orders.set(order, next);
    }
  }
}

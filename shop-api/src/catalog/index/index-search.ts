import { type SearchOrder, type SearchValues, searchParams } from '../search-query';
import { andInto, type Bits, clearBit, countAnd, hasBit, orInto, setBit, slotsOf } from './bitset';
import { partitionPoint } from './partition-point';
import type { ProductIndex } from './product-index';
import { slotOrder } from './sorted-slots';
import { tsRank } from './ts-rank';
import { type QueryNode, queryLexemes } from './ts-text';

/** One search's answer from the index: the page's product ids, the total and the facet counts. */
export type IndexResult = {
  ids: number[];
  total: number;
  byCategory: Map<number, number>;
  byColor: Map<string, number>;
  bySize: Map<string, number>;
};

/** Up to this many matches are sorted whole; more are walked once, keeping the best page. */
const SORT_WHOLE = 2_000;

function intersect(a: number[], b: number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      out.push(x);
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return out;
}

function union(a: number[], b: number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i] ?? Number.POSITIVE_INFINITY;
    const y = b[j] ?? Number.POSITIVE_INFINITY;
    if (x === y) {
      out.push(x);
      i++;
      j++;
    } else if (x < y) out.push(a[i++] as number);
    else out.push(b[j++] as number);
  }
  return out;
}

/** The slots whose document matches the query (what `@@` finds), ascending. */
function matching(index: ProductIndex, node: QueryNode): number[] {
  switch (node.kind) {
    case 'lexeme': {
      const id = index.lexemeIds.get(node.lexeme);
      return id === undefined ? [] : (index.postings.get(id) ?? []);
    }
    case 'and':
      return intersect(matching(index, node.left), matching(index, node.right));
    case 'or':
      return union(matching(index, node.left), matching(index, node.right));
    default: {
      const excluded = new Set(matching(index, node.operand));
      const all: number[] = [];
      for (let slot = 0; slot < index.size; slot++) if (!excluded.has(slot)) all.push(slot);
      return all;
    }
  }
}

/** The first `count` of `slots` in `compare` order, without sorting them all. */
function best(slots: number[], count: number, compare: (a: number, b: number) => number) {
  if (slots.length <= SORT_WHOLE || count >= slots.length) {
    return [...slots].sort(compare).slice(0, count);
  }
  const kept: number[] = [];
  for (const slot of slots) {
    if (kept.length === count && compare(slot, kept[count - 1] as number) >= 0) continue;
    const at = partitionPoint(kept.length, (place) => compare(kept[place] as number, slot) <= 0);
    kept.splice(at, 0, slot);
    if (kept.length > count) kept.pop();
  }
  return kept;
}

/** The union of the sets of `keys` (unknown keys: none), or undefined for no key filter. */
function unionOfKeys(index: ProductIndex, keys: string[] | undefined): Bits | undefined {
  if (!keys) return undefined;
  const union = new Uint32Array(index.listedBits.length);
  for (const key of keys) {
    const id = index.keyIds.get(key);
    if (id !== undefined) orInto(union, index.keyBits[id]);
  }
  return union;
}

/** First position in `sorted` (by price, ascending) whose price is at least `cents`. */
function firstAtLeast(index: ProductIndex, sorted: Int32Array, cents: number): number {
  return partitionPoint(
    sorted.length,
    (at) => (index.price[sorted[at] as number] as number) < cents,
  );
}

/**
 * The products priced within the range, from the price order's sorted slots (two binary
 * searches), not by checking every product's price: at 500,000 products that check was most of
 * the time of a filtered search.
 */
function priceRange(index: ProductIndex, { priceFrom, priceTo }: SearchValues): Bits {
  const sorted = index.sorted.get('price_asc');
  const from = priceFrom === undefined ? 0 : firstAtLeast(index, sorted, priceFrom);
  const to = priceTo === undefined ? sorted.length : firstAtLeast(index, sorted, priceTo + 1);
  const bits = new Uint32Array(index.listedBits.length);
  for (let i = from; i < to; i++) setBit(bits, sorted[i] as number);
  return bits;
}

/**
 * A store search over the index, with the SQL search's meaning: the filters, the text (`query`,
 * compiled by PostgreSQL's `search_query`; null finds nothing), the facet counts of each
 * dimension under the other dimensions' filters (disjunctive faceting, colours and sizes from
 * variants in stock, both chosen: one variant having both), and the page in the chosen order.
 * Sets of products are bit arrays: each count is a population count of an AND.
 */
export function searchIndex(
  index: ProductIndex,
  values: SearchValues,
  order: SearchOrder,
  page: { limit: number; offset: number },
  query?: QueryNode | null,
): IndexResult {
  const result: IndexResult = {
    ids: [],
    total: 0,
    byCategory: new Map(),
    byColor: new Map(),
    bySize: new Map(),
  };
  if (query === null) return result;
  const words = index.listedBits.length;
  // What every count shares: listed, the text, in stock, the store and the price range.
  const base = Uint32Array.from(index.listedBits);
  if (query) {
    const found = new Uint32Array(words);
    for (const slot of matching(index, query)) setBit(found, slot);
    andInto(base, found);
  }
  if (values.inStock) andInto(base, unionOfKeys(index, ['*']));
  const { vendor: onlyVendor, priceFrom, priceTo } = values;
  if (priceFrom !== undefined || priceTo !== undefined) andInto(base, priceRange(index, values));
  if (onlyVendor !== undefined) {
    const { vendor } = index;
    for (const slot of slotsOf(base)) if (vendor[slot] !== onlyVendor) clearBit(base, slot);
  }
  const keyFilter = unionOfKeys(index, searchParams(values).filterKeys);
  let inCategory = base;
  if (values.category !== undefined) {
    const family = new Uint32Array(words);
    for (const id of index.categoryFamily.get(values.category) ?? [])
      orInto(family, index.categoryBits.get(id));
    inCategory = andInto(Uint32Array.from(base), family);
  }
  for (const [id, bits] of index.categoryBits) {
    const n = countAnd(base, keyFilter, bits);
    if (n) result.byCategory.set(id, n);
  }
  // A colour's count ignores the colour filter; with sizes chosen it needs a variant in stock
  // of that colour in one of them (the pair keys). The same for sizes.
  const pairsWith = (color: string, size: string) =>
    index.keyBits[index.keyIds.get(`cs:${color}|${size}`) ?? -1];
  index.keyInfo.forEach((info, id) => {
    if (info.kind === 'c') {
      const color = info.color as string;
      const bits = values.sizes
        ? values.sizes.reduce(
            (union, size) => orInto(union, pairsWith(color, size)),
            new Uint32Array(words),
          )
        : index.keyBits[id];
      const n = bits ? countAnd(inCategory, bits) : 0;
      if (n) result.byColor.set(color, n);
    } else if (info.kind === 's') {
      const size = info.size as string;
      const bits = values.colors
        ? values.colors.reduce(
            (union, color) => orInto(union, pairsWith(color, size)),
            new Uint32Array(words),
          )
        : index.keyBits[id];
      const n = bits ? countAnd(inCategory, bits) : 0;
      if (n) result.bySize.set(size, n);
    }
  });
  const matched = keyFilter ? andInto(Uint32Array.from(inCategory), keyFilter) : inCategory;
  result.total = countAnd(matched, matched);
  const wanted = Math.min(page.offset + page.limit, result.total);
  let ordered: number[];
  if (order === 'relevance' && query) ordered = byRelevance(index, query, slotsOf(matched), wanted);
  else if (order !== 'relevance' && result.total * 32 >= index.size) {
    // A large set: its first matches along the order's sorted slots.
    ordered = [];
    const along = index.sorted.get(order);
    for (let i = 0; i < along.length && ordered.length < wanted; i++) {
      const slot = along[i] as number;
      if (hasBit(matched, slot)) ordered.push(slot);
    }
  } else ordered = best(slotsOf(matched), wanted, slotOrder(index, order));
  result.ids = ordered.slice(page.offset).map((slot) => index.ids[slot] as number);
  return result;
}

/** ts_rank of every match (as SQL ranks every match), then the best `count`. */
function byRelevance(index: ProductIndex, query: QueryNode, matches: number[], count: number) {
  const lexemes = queryLexemes(query).map((lexeme) => index.lexemeIds.get(lexeme) ?? -1);
  const topIsAnd = query.kind === 'and';
  if (index.ranks.length < index.size) index.ranks = new Float64Array(index.size);
  const positions: (Int32Array | undefined)[] = new Array(lexemes.length);
  for (const slot of matches) {
    for (let i = 0; i < lexemes.length; i++) {
      const id = lexemes[i] as number;
      positions[i] = id < 0 ? undefined : index.positionsIn(slot, id);
    }
    index.ranks[slot] = tsRank(positions, topIsAnd);
  }
  return best(matches, count, slotOrder(index, 'relevance', index.ranks));
}

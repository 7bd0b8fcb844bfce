import { type SearchOrder, type SearchValues, searchParams } from '../search-query';
import type { ProductIndex } from './product-index';
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

/** Orders two slots as SQL's ORDER BY of the sort does (negative: `a` first). */
function comparator(index: ProductIndex, order: SearchOrder, ranks?: Map<number, number>) {
  const { ids, price, rating, reviews, sold, created, nameLength } = index;
  const byId = (a: number, b: number) => (ids[a] as number) - (ids[b] as number);
  switch (order) {
    case 'relevance':
      return (a: number, b: number) =>
        (ranks?.get(b) ?? 0) - (ranks?.get(a) ?? 0) ||
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

/** The first `count` of `slots` in `compare` order, without sorting them all. */
function best(slots: number[], count: number, compare: (a: number, b: number) => number) {
  if (slots.length <= SORT_WHOLE || count >= slots.length) {
    return [...slots].sort(compare).slice(0, count);
  }
  const kept: number[] = [];
  for (const slot of slots) {
    if (kept.length === count && compare(slot, kept[count - 1] as number) >= 0) continue;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (compare(kept[mid] as number, slot) <= 0) low = mid + 1;
      else high = mid;
    }
    kept.splice(low, 0, slot);
    if (kept.length > count) kept.pop();
  }
  return kept;
}

const bump = <K>(counts: Map<K, number>, key: K) => counts.set(key, (counts.get(key) ?? 0) + 1);

/**
 * A store search over the index, with the SQL search's meaning: the filters, the text (`query`,
 * compiled by PostgreSQL's `search_query`; null finds nothing), the facet counts of each
 * dimension under the other dimensions' filters (disjunctive faceting, colours and sizes from
 * variants in stock, both chosen: one variant having both), and the page in the chosen order.
 * One pass over the candidates: every product, or the text's matches from the inverted index.
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
  const candidates = query ? matching(index, query) : undefined;
  const family =
    values.category === undefined
      ? undefined
      : (index.categoryFamily.get(values.category) ?? new Set<number>());
  const wanted = searchParams(values).filterKeys;
  const wantedKeys = wanted
    ? new Set(wanted.flatMap((key) => index.keyIds.get(key) ?? []))
    : undefined;
  const chosenColors = values.colors ? new Set(values.colors) : undefined;
  const chosenSizes = values.sizes ? new Set(values.sizes) : undefined;
  const { listed, vendor, price, inStock, category, keys, keyInfo } = index;
  const matches: number[] = [];
  const seen = new Set<string>();
  const visit = (slot: number) => {
    if (!listed[slot]) return;
    if (values.vendor !== undefined && vendor[slot] !== values.vendor) return;
    if (values.priceFrom !== undefined && (price[slot] as number) < values.priceFrom) return;
    if (values.priceTo !== undefined && (price[slot] as number) > values.priceTo) return;
    if (values.inStock && !inStock[slot]) return;
    const own = keys[slot] as Int32Array;
    let keysOk = true;
    if (wantedKeys) {
      keysOk = false;
      for (const key of own) if (wantedKeys.has(key)) keysOk = true;
    }
    const categoryOk = !family || family.has(category[slot] as number);
    if (keysOk) bump(result.byCategory, category[slot] as number);
    if (!categoryOk) return;
    if (keysOk) matches.push(slot);
    seen.clear();
    for (const key of own) {
      const info = keyInfo[key];
      if (!info) continue;
      if (!chosenSizes && info.kind === 'c') bump(result.byColor, info.color);
      if (!chosenColors && info.kind === 's') bump(result.bySize, info.size);
      if (info.kind !== 'cs') continue;
      if (chosenSizes?.has(info.size as string) && !seen.has(`c${info.color}`)) {
        seen.add(`c${info.color}`);
        bump(result.byColor, info.color);
      }
      if (chosenColors?.has(info.color as string) && !seen.has(`s${info.size}`)) {
        seen.add(`s${info.size}`);
        bump(result.bySize, info.size);
      }
    }
  };
  if (candidates) for (const slot of candidates) visit(slot);
  else for (let slot = 0; slot < index.size; slot++) visit(slot);
  result.total = matches.length;
  let ranks: Map<number, number> | undefined;
  if (order === 'relevance' && query) {
    const lexemes = queryLexemes(query).map((lexeme) => index.lexemeIds.get(lexeme) ?? -1);
    const topIsAnd = query.kind === 'and';
    ranks = new Map();
    for (const slot of matches) {
      const positions = lexemes.map((id) => (id < 0 ? undefined : index.positionsIn(slot, id)));
      ranks.set(slot, tsRank(positions, topIsAnd));
    }
  }
  const wantedCount = page.offset + page.limit;
  const ordered = best(matches, wantedCount, comparator(index, order, ranks));
  result.ids = ordered.slice(page.offset).map((slot) => index.ids[slot] as number);
  return result;
}

import type { ProductSearchQuery } from '@shop/shared-contracts/api/calls';
import type { SortKey } from '@shop/shared-contracts/api/entities';
import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, products } from '../db/schema-catalog';
import { compiledQueryRelevance, matchesCompiledQuery, searchTextValue } from './search-text';

/** A chosen sort, or relevance: the order of a text search when no sort was chosen. */
export type SearchOrder = SortKey | 'relevance';

export function searchOrderOf(query: ProductSearchQuery, values: SearchValues): SearchOrder {
  return query.sort_by ?? (values.text !== undefined ? 'relevance' : 'newest');
}

/** `#1E88E5`, `1e88e5` and `0xFF1e88e5` all mean the colour `#1e88e5`. */
export function normalizeColor(raw: string): string {
  const hex = raw.trim().toLowerCase().replace(/^#/, '').replace(/^0xff/, '');
  return `#${hex}`;
}

/** The filter values of one search, by the placeholder names of the prepared queries. */
export type SearchValues = {
  category?: number;
  vendor?: number;
  colors?: string[];
  sizes?: string[];
  priceFrom?: number;
  priceTo?: number;
  inStock?: true;
  text?: string;
};

const filterLetters: Record<keyof SearchValues, string> = {
  category: 'c',
  vendor: 'v',
  colors: 'o',
  sizes: 's',
  priceFrom: 'f',
  priceTo: 't',
  inStock: 'i',
  text: 'q',
};

/**
 * The filters present in `values`, one letter each, naming the prepared statements of that
 * combination (PostgreSQL cuts statement names at 63 characters, so full names could clash).
 */
export function filterKeyOf(values: SearchValues): string {
  const letters = (Object.keys(filterLetters) as (keyof SearchValues)[])
    .filter((key) => values[key] !== undefined)
    .map((key) => filterLetters[key]);
  return letters.join('') || 'all';
}

/**
 * The values with the `filterKeys` placeholder's value and, for a text, its compiled `tsquery`
 * (compileSearchQuery; null when the text has no words), as the statements take them.
 */
export type SearchParams = SearchValues & { filterKeys?: string[]; tsquery?: string | null };

/**
 * The `products.filter_keys` (migration 0025) that a colour and size filter looks for: with both,
 * the pairs of one variant in stock (red + M matches a red M, not a red L beside a blue M).
 */
export function searchParams(values: SearchValues, tsquery?: string | null): SearchParams {
  const compiled = values.text === undefined ? values : { ...values, tsquery: tsquery ?? null };
  const { colors, sizes } = values;
  if (colors && sizes)
    return { ...compiled, filterKeys: colors.flatMap((c) => sizes.map((s) => `cs:${c}|${s}`)) };
  if (colors) return { ...compiled, filterKeys: colors.map((color) => `c:${color}`) };
  if (sizes) return { ...compiled, filterKeys: sizes.map((size) => `s:${size}`) };
  return compiled;
}

/** The products' filter keys (migration 0025), not in the Drizzle schema: only SQL reads them. */
export const filterKeysColumn = sql`${products}.filter_keys`;

export function searchValues(query: ProductSearchQuery): SearchValues {
  const text = searchTextValue(query.q);
  return {
    ...(query.category_id !== undefined ? { category: query.category_id } : {}),
    ...(query.vendor_id !== undefined ? { vendor: query.vendor_id } : {}),
    ...(query.color?.length ? { colors: query.color.map(normalizeColor) } : {}),
    ...(query.size?.length ? { sizes: query.size.map((size) => size.trim().toUpperCase()) } : {}),
    ...(query.price_from !== undefined ? { priceFrom: Math.round(query.price_from * 100) } : {}),
    ...(query.price_to !== undefined ? { priceTo: Math.round(query.price_to * 100) } : {}),
    ...(query.in_stock === 1 ? { inStock: true as const } : {}),
    ...(text !== undefined ? { text } : {}),
  };
}

/** The WHERE clause for the filters present in `values`, with placeholders for their values. */
export function searchConditions(values: SearchValues): SQL | undefined {
  // Only products in the shop: published, of an active store (migration 0061).
  const conditions: SQL[] = [eq(products.listed, true)];
  const value = (name: keyof SearchValues) => sql.placeholder(name);
  if (values.category !== undefined) {
    const ids = sql`(SELECT ${categories.id} FROM ${categories} WHERE ${categories.id} = ${value('category')} OR ${categories.parentId} = ${value('category')})`;
    conditions.push(sql`${products.categoryId} IN ${ids}`);
  }
  if (values.vendor !== undefined) conditions.push(eq(products.vendorId, value('vendor')));
  // Colours and sizes match variants in stock only, one GIN-indexed overlap (see searchParams).
  if (values.colors || values.sizes)
    conditions.push(sql`${filterKeysColumn} && ${sql.placeholder('filterKeys')}::text[]`);
  if (values.inStock) conditions.push(sql`${filterKeysColumn} && '{*}'::text[]`);
  if (values.priceFrom !== undefined)
    conditions.push(gte(products.minPriceCents, value('priceFrom')));
  if (values.priceTo !== undefined) conditions.push(lte(products.minPriceCents, value('priceTo')));
  if (values.text !== undefined) conditions.push(matchesCompiledQuery(sql.placeholder('tsquery')));
  return and(...conditions);
}

function searchOrder(sort: SearchOrder): SQL[] {
  switch (sort) {
    case 'relevance':
      return [...compiledQueryRelevance(sql.placeholder('tsquery')), asc(products.id)];
    case 'price_asc':
      return [asc(products.minPriceCents), asc(products.id)];
    case 'price_desc':
      return [desc(products.minPriceCents), asc(products.id)];
    case 'rating':
      return [desc(products.averageRating), desc(products.reviewsCount), asc(products.id)];
    case 'best_selling':
      return [desc(products.soldCount), asc(products.id)];
    default:
      return [desc(products.createdAt), desc(products.id)];
  }
}

/**
 * Up to this many matches a page is taken from the matches sorted, not by walking the sort
 * order's index until a page of matches has turned up: when few products match, that walk reads
 * most of the catalogue (a category without size 40, newest first: 90 ms at 50,000 products).
 */
export const FEW_MATCHES = 2_000;

function prepareSearch(db: Db, values: SearchValues, sort: SearchOrder, filterKey: string) {
  const where = searchConditions(values);
  const ids = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...searchOrder(sort))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`search_ids_${filterKey}_${sort}`);
  // OFFSET 0 keeps the planner from merging the subquery: the matches are found first (through
  // the filters' indexes), then sorted. Named `products`, so the sort reads its columns.
  const matches = sql`(SELECT * FROM ${products} WHERE ${where ?? sql`true`} OFFSET 0) AS ${products}`;
  const fewIds = db
    // A column object would make Drizzle look for the table `products` in the query.
    .select({ id: sql<number>`${products.id}` })
    .from(matches)
    .orderBy(...searchOrder(sort))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`search_few_${filterKey}_${sort}`);
  return { ids, fewIds, filtered: filterKey !== 'all' };
}

/**
 * The product search as prepared statements, one pair per combination of present filters and
 * sort order (a few hundred at most), built on first use: the values travel as parameters, so
 * the SQL of a combination is built once per process instead of once per request.
 */
export function searchStatements(db: Db) {
  const prepared = new Map<string, ReturnType<typeof prepareSearch>>();
  return (values: SearchValues, sort: SearchOrder) => {
    const filterKey = filterKeyOf(values);
    const key = `${filterKey}:${sort}`;
    let statements = prepared.get(key);
    if (!statements) {
      statements = prepareSearch(db, values, sort, filterKey);
      prepared.set(key, statements);
    }
    return statements;
  };
}

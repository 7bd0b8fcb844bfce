import { desc, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The longest query text the search and the suggestions accept. */
export const SEARCH_TEXT_MAX_LENGTH = 100;

/** The query: a bound value or a prepared statement's placeholder. */
type Query = SQL | Placeholder;

/** The shopper's text as the search compares it: trimmed, or undefined when nothing is left. */
export function searchTextValue(raw: string | undefined): string | undefined {
  const text = raw?.trim().replace(/\s+/g, ' ');
  return text ? text : undefined;
}

/**
 * The query folded like the stored `search_text` (migration 0004's `search_fold`). A scalar
 * subquery, so it is computed once per statement and can drive the trigram index even in a
 * prepared statement's generic plan, instead of once per candidate row.
 */
const folded = (query: Query) => sql`(SELECT search_fold(${query}))`;

/** `%folded query%` with LIKE's own wildcards in it escaped, so `%` or `_` match themselves. */
const containsPattern = (query: Query) =>
  sql`(SELECT '%' || replace(replace(replace(search_fold(${query}), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')`;

/**
 * The names in `column` (a `search_text` column) match the query when they contain it, or
 * contain a word similar to it by trigrams (pg_trgm's word similarity, at least its threshold
 * of 0.6): "Baumwole" finds "Baumwolle". Both sides are folded, so case, umlauts, Arabic
 * diacritics and letter variants do not matter. Both arms are served by the GIN trigram index.
 * pg_trgm lives in `public` (migration 0003), which a test schema's search_path leaves out.
 */
export function matchesSearchText(column: AnyPgColumn, query: Query): SQL {
  return sql`(${column} LIKE ${containsPattern(query)} OR ${folded(query)} OPERATOR(public.<%) ${column})`;
}

/**
 * Most relevant first: names that contain the query, then the closest word match, then the
 * closest whole name (a short name that is mostly the query before a long one that mentions it).
 */
export function searchTextRelevance(column: AnyPgColumn, query: Query): SQL[] {
  return [
    desc(sql`(${column} LIKE ${containsPattern(query)})`),
    desc(sql`public.word_similarity(${folded(query)}, ${column})`),
    desc(sql`public.similarity(${folded(query)}, ${column})`),
  ];
}

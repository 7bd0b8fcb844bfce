import { asc, desc, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { products } from '../db/schema-catalog';

/** The longest query text the search and the suggestions accept. */
export const SEARCH_TEXT_MAX_LENGTH = 100;

/** The query: a bound value or a prepared statement's placeholder. */
type Query = SQL | Placeholder;

/** The shopper's text as the search compares it: trimmed, or undefined when nothing is left. */
export function searchTextValue(raw: string | undefined): string | undefined {
  const text = raw?.trim().replace(/\s+/g, ' ');
  return text ? text : undefined;
}

// The query's words, folded and with typos corrected (migration 0004's `search_terms`), longest
// first. Each use is a scalar subquery, so it runs once per statement, before the scan, and its
// value can drive the trigram index even in a prepared statement's generic plan.
const longestTermPattern = (query: Query) =>
  sql`(SELECT '%' || (search_terms(${query}))[1] || '%')`;
const everyTermPattern = (query: Query) =>
  sql`ARRAY(SELECT '%' || term || '%' FROM unnest(search_terms(${query})) AS term)`;

/**
 * The names in `column` (a `search_text` column) contain every word of the query, each folded
 * (case, umlauts, Arabic diacritics and letter variants do not matter) and, when no name
 * contains it, replaced by the most similar word the names use: "Baumwole" finds "Baumwolle".
 * The longest word drives the GIN trigram index; the others filter what it found. A query
 * without words (only spaces or punctuation) finds nothing.
 */
export function matchesSearchText(column: AnyPgColumn, query: Query): SQL {
  return sql`(${column} LIKE ${longestTermPattern(query)} AND ${column} LIKE ALL (${everyTermPattern(query)}))`;
}

/**
 * Most relevant first: names where the longest word stands as a whole word ("aus Wolle" before
 * "Baumwolle" for "wolle"), then shorter names (more of the name is what was asked for). Cheap
 * per row, so ranking thousands of matches stays fast.
 */
export function searchTextRelevance(column: AnyPgColumn, query: Query): SQL[] {
  const wholeWord = sql`(SELECT '% ' || (search_terms(${query}))[1] || ' %')`;
  return [desc(sql`(' ' || ${column} || ' ' LIKE ${wholeWord})`), asc(sql`length(${column})`)];
}

// The query as a tsquery (migration 0021), as a scalar subquery: computed once per statement,
// before the scan, so its value drives the GIN index even in a prepared statement's generic plan.
const documentQuery = (query: Query) => sql`(SELECT search_query(${query}))`;
// Written by the database (migration 0020) and read only here, so not in the Drizzle schema.
const productDocument = sql`${products}.search_vector`;

/**
 * The product's document (its names, its category path's names and its colours' names, stemmed
 * in German and Arabic) matches every word of the query: "rotes Kleid" finds the dresses with a
 * red variant, "Schuhe" and "أحذية" every product under Schuhe, "Kleider" every "Kleid".
 * Typos are corrected and stop words dropped first; a query without words finds nothing.
 */
export function matchesProductQuery(query: Query): SQL {
  return sql`${productDocument} @@ ${documentQuery(query)}`;
}

/** Most relevant first: more of the query in the name than in category or colour, then shorter names. */
export function productQueryRelevance(query: Query): SQL[] {
  return relevanceOf(documentQuery(query));
}

function relevanceOf(tsquery: SQL): SQL[] {
  return [
    desc(sql`ts_rank(${productDocument}, ${tsquery})`),
    asc(sql`length(${products.searchText})`),
  ];
}

/**
 * The shopper's text as the tsquery `search_query` makes of it (as text; null when it has no
 * words). Its typo correction reads the catalogue's words (a few ms): a search computes it once
 * and hands it to each of its statements (total, page, facets, sample) instead of once each.
 */
export const compileSearchQuery = (text: string) =>
  sql`SELECT search_query(${text})::text AS tsquery`;

/** matchesProductQuery for a query compiled by compileSearchQuery (null finds nothing). */
export function matchesCompiledQuery(tsquery: Query): SQL {
  return sql`${productDocument} @@ ${tsquery}::tsquery`;
}

/** productQueryRelevance for a query compiled by compileSearchQuery. */
export function compiledQueryRelevance(tsquery: Query): SQL[] {
  return relevanceOf(sql`${tsquery}::tsquery`);
}

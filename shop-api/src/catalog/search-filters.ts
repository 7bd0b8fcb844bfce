import type { SearchFilters, SortKey } from '@shop/shared-contracts/api/entities';
import { asc, eq, max, min, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { attributeValues, categories, products, variants } from '../db/schema-catalog';

const sortNames: Record<SortKey, [string, string]> = {
  newest: ['Neueste zuerst', 'الأحدث أولاً'],
  price_asc: ['Preis aufsteigend', 'السعر من الأقل إلى الأعلى'],
  price_desc: ['Preis absteigend', 'السعر من الأعلى إلى الأقل'],
  rating: ['Beste Bewertung', 'الأعلى تقييماً'],
  best_selling: ['Meistverkauft', 'الأكثر مبيعاً'],
};

/** The sidebar's three queries, prepared once per app. */
export function prepareFilterQueries(db: Db) {
  // The distinct values of an indexed column, one index probe per value (a loose index scan):
  // the step `min(column) WHERE column > previous` can only be answered in index order. A
  // plain EXISTS per colour let the planner pick a sequential scan expecting an early hit, which
  // read all 300,000 variants of a large catalogue for a colour that no variant uses (a second).
  // Retired variants (few) are skipped: a colour only they use is not offered.
  const valuesOf = (column: PgColumn) =>
    sql`(WITH RECURSIVE used(id) AS (SELECT min(${column}) FROM ${variants} WHERE NOT ${variants.retired} UNION ALL SELECT (SELECT min(${column}) FROM ${variants} WHERE ${column} > used.id AND NOT ${variants.retired}) FROM used WHERE used.id IS NOT NULL) SELECT id FROM used)`;
  return {
    categories: db
      .select()
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id))
      .prepare('filters_categories'),
    values: db
      .select({
        kind: attributeValues.kind,
        value: attributeValues.value,
        nameGerman: attributeValues.nameGerman,
        nameArabic: attributeValues.nameArabic,
      })
      .from(attributeValues)
      .where(
        or(
          sql`${attributeValues.id} IN ${valuesOf(variants.colorId)}`,
          sql`${attributeValues.id} IN ${valuesOf(variants.sizeId)}`,
        ),
      )
      .orderBy(asc(attributeValues.position))
      .prepare('filters_values'),
    prices: db
      .select({ low: min(products.minPriceCents), high: max(products.minPriceCents) })
      .from(products)
      .where(eq(products.listed, true))
      .prepare('filters_prices'),
  };
}

/** The store sidebar: every category, the colours and sizes in use, and the price range. */
export async function loadSearchFilters(
  queries: ReturnType<typeof prepareFilterQueries>,
): Promise<SearchFilters> {
  const [categoryRows, valueRows, priceRows] = await Promise.all([
    queries.categories.execute(),
    queries.values.execute(),
    queries.prices.execute(),
  ]);
  const names = (row: { id: number; nameGerman: string; nameArabic: string }) => ({
    id: row.id,
    name_german: row.nameGerman,
    name_arabic: row.nameArabic,
  });
  const option = (row: { value: string; nameGerman: string; nameArabic: string }) => ({
    value: row.value,
    name_german: row.nameGerman,
    name_arabic: row.nameArabic,
  });
  const price = priceRows[0];
  return {
    categories: categoryRows
      .filter((row) => row.parentId === null)
      .map((row) => ({
        ...names(row),
        subcategories: categoryRows.filter((child) => child.parentId === row.id).map(names),
      })),
    colors: valueRows.filter((row) => row.kind === 'color').map((row) => row.value),
    color_options: valueRows.filter((row) => row.kind === 'color').map(option),
    sizes: valueRows.filter((row) => row.kind === 'size').map(option),
    price_range: {
      min: price?.low == null ? 0 : Math.floor(price.low / 100),
      max: price?.high == null ? 100000 : Math.ceil(price.high / 100),
    },
    sort_options: (Object.keys(sortNames) as SortKey[]).map((key) => ({
      key,
      name_german: sortNames[key][0],
      name_arabic: sortNames[key][1],
    })),
  };
}

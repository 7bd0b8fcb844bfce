import type { SearchFilters, SortKey } from '@shop/shared-contracts/api/entities';
import { asc, max, min, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attributeValues, categories, products, variants } from '../db/schema-catalog';

const sortNames: Record<SortKey, [string, string]> = {
  newest: ['Neueste zuerst', 'الأحدث أولاً'],
  price_asc: ['Preis aufsteigend', 'السعر من الأقل إلى الأعلى'],
  price_desc: ['Preis absteigend', 'السعر من الأعلى إلى الأقل'],
  rating: ['Beste Bewertung', 'الأعلى تقييماً'],
  best_selling: ['Meistverkauft', 'الأكثر مبيعاً'],
};

/** The store sidebar: every category, the colours and sizes in use, and the price range. */
export async function loadSearchFilters(db: Db): Promise<SearchFilters> {
  const [categoryRows, valueRows, priceRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({
        kind: attributeValues.kind,
        value: attributeValues.value,
        nameGerman: attributeValues.nameGerman,
        nameArabic: attributeValues.nameArabic,
        position: attributeValues.position,
      })
      .from(attributeValues)
      .where(
        sql`${attributeValues.id} IN (SELECT ${variants.colorId} FROM ${variants}) OR ${attributeValues.id} IN (SELECT ${variants.sizeId} FROM ${variants})`,
      )
      .orderBy(asc(attributeValues.position)),
    db
      .select({ low: min(products.minPriceCents), high: max(products.minPriceCents) })
      .from(products),
  ]);
  const names = (row: { id: number; nameGerman: string; nameArabic: string }) => ({
    id: row.id,
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
    sizes: valueRows
      .filter((row) => row.kind === 'size')
      .map((row) => ({
        value: row.value,
        name_german: row.nameGerman,
        name_arabic: row.nameArabic,
      })),
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

const FILTERS_TTL_MS = 30_000;

/** The filters change only with the catalogue, so each app keeps them for 30 seconds. */
export function cachedSearchFilters(db: Db): () => Promise<SearchFilters> {
  let cached: { at: number; value: Promise<SearchFilters> } | null = null;
  return () => {
    if (!cached || Date.now() - cached.at > FILTERS_TTL_MS) {
      const value = loadSearchFilters(db);
      cached = { at: Date.now(), value };
      value.catch(() => {
        cached = null;
      });
    }
    return cached.value;
  };
}

import type { SearchFacets, SearchFilters } from '@shop/shared-contracts/api/entities';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { attributeValues, products, variants } from '../db/schema-catalog';
import { type SearchValues, searchConditions } from './search-query';

type Dimension = 'category' | 'colors' | 'sizes';

/** `values` without the filter of `dimension`: a choice's count ignores its own dimension. */
function without(values: SearchValues, dimension: Dimension): SearchValues {
  const { [dimension]: _ignored, ...others } = values;
  return others;
}

const filterKeyOf = (values: SearchValues) => Object.keys(values).sort().join('_') || 'all';

function prepareCategoryCounts(db: Db, values: SearchValues, name: string) {
  return db
    .select({ key: products.categoryId, count: sql<number>`count(*)::int` })
    .from(products)
    .where(searchConditions(values))
    .groupBy(products.categoryId)
    .prepare(name);
}

/** Products (not variants) per colour or size value: a product in three sizes of red counts once. */
function prepareValueCounts(db: Db, values: SearchValues, column: PgColumn, name: string) {
  return db
    .select({
      key: attributeValues.value,
      count: sql<number>`count(DISTINCT ${variants.productId})::int`,
    })
    .from(variants)
    .innerJoin(attributeValues, eq(attributeValues.id, column))
    .innerJoin(products, eq(products.id, variants.productId))
    .where(searchConditions(values))
    .groupBy(attributeValues.value)
    .prepare(name);
}

type Prepared = {
  category: ReturnType<typeof prepareCategoryCounts>;
  colors: ReturnType<typeof prepareValueCounts>;
  sizes: ReturnType<typeof prepareValueCounts>;
};

/**
 * The sidebar's counts, computed in SQL over the whole result set (disjunctive faceting): each
 * dimension is grouped under the other dimensions' filters. Like the search itself, the three
 * statements are prepared once per combination of present filters.
 */
export function facetStatements(db: Db) {
  const prepared = new Map<string, Prepared[Dimension]>();
  const statement = <D extends Dimension>(dimension: D, values: SearchValues): Prepared[D] => {
    const others = without(values, dimension);
    const name = `facet_${dimension}_${filterKeyOf(others)}`;
    let found = prepared.get(name);
    if (!found) {
      found =
        dimension === 'category'
          ? prepareCategoryCounts(db, others, name)
          : prepareValueCounts(
              db,
              others,
              dimension === 'colors' ? variants.colorId : variants.sizeId,
              name,
            );
      prepared.set(name, found);
    }
    return found as Prepared[D];
  };

  return async (values: SearchValues, filters: SearchFilters): Promise<SearchFacets> => {
    const [categoryRows, colorRows, sizeRows] = await Promise.all([
      statement('category', values).execute(without(values, 'category')),
      statement('colors', values).execute(without(values, 'colors')),
      statement('sizes', values).execute(without(values, 'sizes')),
    ]);
    const byCategory = new Map(categoryRows.map((row) => [row.key, Number(row.count)]));
    const byColor = new Map(colorRows.map((row) => [row.key, Number(row.count)]));
    const bySize = new Map(sizeRows.map((row) => [row.key, Number(row.count)]));
    const own = (id: number) => byCategory.get(id) ?? 0;
    return {
      // A product has one category, so a parent's count is its own plus its children's.
      categories: filters.categories.flatMap((parent) => [
        {
          value: parent.id,
          count: parent.subcategories.reduce((sum, child) => sum + own(child.id), own(parent.id)),
        },
        ...parent.subcategories.map((child) => ({ value: child.id, count: own(child.id) })),
      ]),
      colors: filters.colors.map((color) => ({ value: color, count: byColor.get(color) ?? 0 })),
      sizes: filters.sizes.map((size) => ({
        value: size.value,
        count: bySize.get(size.value) ?? 0,
      })),
    };
  };
}

import type { SearchFacets, SearchFilters } from '@shop/shared-contracts/api/entities';
import { and, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema-catalog';
import { countedConditions, type searchCounting } from './search-counts';
import type { Remember } from './search-parts';
import { filterKeyOf, filterKeysColumn, type SearchValues, searchParams } from './search-query';

type Dimension = 'category' | 'colors' | 'sizes';

/** `values` without the filter of `dimension`: a choice's count ignores its own dimension. */
function without(values: SearchValues, dimension: Dimension): SearchValues {
  const { [dimension]: _ignored, ...others } = values;
  return others;
}

type Sampling = { sampled: boolean };

/**
 * The facets, and how many products match the search without its category filter (every
 * product has one category, so it is the sum of the category counts): without a category
 * filter that is the search's own total, and no count query is needed.
 */
export type CountedFacets = {
  facets: SearchFacets;
  withoutCategory: { total: number; estimated: boolean };
};
type Planner = ReturnType<ReturnType<typeof searchCounting>['planner']>;

function prepareCategoryCounts(db: Db, values: SearchValues, name: string, { sampled }: Sampling) {
  return db
    .select({ key: products.categoryId, count: sql<number>`count(*)::int` })
    .from(products)
    .where(countedConditions(values, sampled))
    .groupBy(products.categoryId)
    .prepare(name);
}

/**
 * Products (not variants) per colour or size with a variant in stock, from the filter keys
 * (migration 0025). With the other dimension chosen, a value counts the products with one
 * variant in stock having both (the pairs `cs:<colour>|<SIZE>`), as the search matches them.
 */
function prepareValueCounts(
  db: Db,
  values: SearchValues,
  dimension: 'colors' | 'sizes',
  name: string,
  { sampled }: Sampling,
) {
  const other = dimension === 'colors' ? values.sizes : values.colors;
  if (!other) {
    // Each value once per product: a plain count over the short per-kind array.
    const list = sql.raw(dimension === 'colors' ? 'stock_colors' : 'stock_sizes');
    return db
      .select({ key: sql<string>`value`, count: sql<number>`count(*)::int` })
      .from(sql`${products} CROSS JOIN LATERAL unnest(${products}.${list}) AS value`)
      .where(countedConditions(values, sampled))
      .groupBy(sql`value`)
      .prepare(name);
  }
  // Literals, not parameters: GROUP BY must see the same expression as the SELECT list.
  const [own, theirs] = dimension === 'colors' ? ['1', '2'] : ['2', '1'];
  const value = sql`split_part(substr(key, 4), '|', ${sql.raw(own)})`;
  const pairs = sql`key LIKE 'cs:%' AND split_part(substr(key, 4), '|', ${sql.raw(theirs)}) = ANY(${sql.placeholder(dimension === 'colors' ? 'sizes' : 'colors')}::text[])`;
  return db
    .select({ key: sql<string>`${value}`, count: sql<number>`count(DISTINCT ${products.id})::int` })
    .from(sql`${products} CROSS JOIN LATERAL unnest(${filterKeysColumn}) AS key`)
    .where(and(countedConditions(values, sampled), pairs))
    .groupBy(value)
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
 * statements are prepared once per combination of present filters. In a large catalogue a
 * dimension whose set is large is counted in a sample and scaled (search-counts.ts).
 */
export function facetStatements(db: Db) {
  const prepared = new Map<string, Prepared[Dimension]>();
  const statement = <D extends Dimension>(
    dimension: D,
    others: SearchValues,
    sampling: Sampling,
  ): Prepared[D] => {
    const name = `facet_${dimension}_${filterKeyOf(others)}${sampling.sampled ? '_sampled' : ''}`;
    let found = prepared.get(name);
    if (!found) {
      found =
        dimension === 'category'
          ? prepareCategoryCounts(db, others, name, sampling)
          : prepareValueCounts(db, others, dimension as 'colors' | 'sizes', name, sampling);
      prepared.set(name, found);
    }
    return found as Prepared[D];
  };
  const countsOf = async (
    dimension: Dimension,
    values: SearchValues,
    plan: Planner,
    tsquery: string | null | undefined,
  ) => {
    const others = searchParams(without(values, dimension), tsquery);
    const { counting: how } = await plan(others);
    const rows = await statement(dimension, others, how).execute(
      how.sampled ? { ...others, sampleBuckets: how.buckets } : others,
    );
    const scale = how.sampled ? how.scale : 1;
    const counts = new Map(rows.map((row) => [row.key, Math.round(Number(row.count) * scale)]));
    return { counts, sampled: how.sampled };
  };

  return async (
    values: SearchValues,
    filters: SearchFilters,
    plan: Planner,
    remember: Remember,
    tsquery?: string | null,
  ): Promise<CountedFacets> => {
    // One dimension's counts depend only on the other dimensions' filters: shared by many pages.
    const counted = (dimension: Dimension) => {
      const others = without(values, dimension);
      const key = `facet_${dimension}:${filterKeyOf(others)}:${JSON.stringify(others)}`;
      return remember(key, () => countsOf(dimension, values, plan, tsquery));
    };
    const dimensions = await Promise.all([
      counted('category'),
      counted('colors'),
      counted('sizes'),
    ]);
    const [byCategory, byColor, bySize] = dimensions.map((dimension) => dimension.counts) as [
      Map<number, number>,
      Map<string, number>,
      Map<string, number>,
    ];
    const facets = facetsFrom(
      filters,
      { byCategory, byColor, bySize },
      dimensions.some((d) => d.sampled),
    );
    let total = 0;
    for (const count of byCategory.values()) total += count;
    return { facets, withoutCategory: { total, estimated: dimensions[0].sampled } };
  };
}

/** The sidebar's counts of every choice of `filters` from the counts per category, colour and size. */
export function facetsFrom(
  filters: SearchFilters,
  counts: {
    byCategory: Map<number, number>;
    byColor: Map<string, number>;
    bySize: Map<string, number>;
  },
  estimated: boolean,
): SearchFacets {
  const own = (id: number) => counts.byCategory.get(id) ?? 0;
  return {
    estimated,
    // A product has one category, so a parent's count is its own plus its children's.
    categories: filters.categories.flatMap((parent) => [
      {
        value: parent.id,
        count: parent.subcategories.reduce((sum, child) => sum + own(child.id), own(parent.id)),
      },
      ...parent.subcategories.map((child) => ({ value: child.id, count: own(child.id) })),
    ]),
    colors: filters.colors.map((color) => ({
      value: color,
      count: counts.byColor.get(color) ?? 0,
    })),
    sizes: filters.sizes.map((size) => ({
      value: size.value,
      count: counts.bySize.get(size.value.toUpperCase()) ?? 0,
    })),
  };
}

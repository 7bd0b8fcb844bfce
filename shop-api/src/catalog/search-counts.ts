import { and, count, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { products } from '../db/schema-catalog';
import {
  filterKeyOf,
  type SearchParams,
  type SearchValues,
  searchConditions,
} from './search-query';

/** About this many products are read to estimate a count (a fixed share of the catalogue). */
const SAMPLE_PRODUCTS = 5_000;
/** `products.sample_bucket` runs from 0 to 999 (migration 0025). */
const BUCKETS = 1_000;
/** The catalogue's size only chooses the sample's share: a minute-old figure is good enough. */
const SIZE_TTL_MS = 60_000;

/** How a set of products is counted: exactly, or from the buckets below `buckets`, scaled up. */
export type Counting = { sampled: false } | { sampled: true; buckets: number; scale: number };

/** The conditions of `values`, restricted to the sample when `sampled`. */
export function countedConditions(values: SearchValues, sampled: boolean): SQL | undefined {
  const where = searchConditions(values);
  if (!sampled) return where;
  return and(where, sql`${products}.sample_bucket < ${sql.placeholder('sampleBuckets')}`);
}

function prepareCount(db: Db, values: SearchValues, sampled: boolean) {
  const name = `search_count_${filterKeyOf(values)}${sampled ? '_sampled' : ''}`;
  return db
    .select({ total: count() })
    .from(products)
    .where(countedConditions(values, sampled))
    .prepare(name);
}

/**
 * Counting that stays cheap at any catalogue size. Up to `exactLimit` products (the demo
 * catalogue whole) every count is exact. In a larger catalogue a set is first counted in a
 * sample of about SAMPLE_PRODUCTS products (the `sample_bucket` index reads only those); when
 * the estimate is above the limit it is the answer, and the facets of that set are counted in
 * the same sample; otherwise the set is small and is counted exactly.
 */
/** `exactLimit`: sets above it are estimated (`SEARCH_EXACT_COUNT_LIMIT`, default 10,000). */
export function searchCounting(db: Db, exactLimit: number) {
  const prepared = new Map<string, ReturnType<typeof prepareCount>>();
  const statement = (values: SearchValues, sampled: boolean) => {
    const name = `${filterKeyOf(values)}:${sampled}`;
    let found = prepared.get(name);
    if (!found) {
      found = prepareCount(db, values, sampled);
      prepared.set(name, found);
    }
    return found;
  };
  let size = { products: 0, at: Number.NEGATIVE_INFINITY };
  const catalogueSize = async () => {
    if (Date.now() - size.at < SIZE_TTL_MS) return size.products;
    // The planner's row count (kept by ANALYZE and autovacuum): no scan. -1 before any ANALYZE.
    const result = await db.execute(
      sql`SELECT reltuples::float8 AS n FROM pg_class WHERE oid = to_regclass('products')`,
    );
    const estimate = Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? -1);
    size = { products: estimate, at: Date.now() };
    return estimate;
  };

  /** The counting of each set, and its total (an estimate when sampled). */
  const plan = async (values: SearchParams): Promise<{ counting: Counting; total?: number }> => {
    const products = await catalogueSize();
    if (products <= exactLimit) return { counting: { sampled: false } };
    const buckets = Math.min(
      BUCKETS,
      Math.max(1, Math.ceil((BUCKETS * SAMPLE_PRODUCTS) / products)),
    );
    const scale = BUCKETS / buckets;
    const rows = await statement(values, true).execute({ ...values, sampleBuckets: buckets });
    const estimate = Math.round(Number(rows[0]?.total ?? 0) * scale);
    if (estimate <= exactLimit) return { counting: { sampled: false } };
    return { counting: { sampled: true, buckets, scale }, total: estimate };
  };

  /**
   * `plan` for one request: each distinct set is sampled once, though the total and the
   * facets of the dimensions not filtered on all ask about the same set.
   */
  const planner = () => {
    const plans = new Map<string, ReturnType<typeof plan>>();
    return (values: SearchParams) => {
      const key = JSON.stringify(values);
      let found = plans.get(key);
      if (!found) {
        found = plan(values);
        plans.set(key, found);
      }
      return found;
    };
  };

  const exact = async (values: SearchParams) =>
    Number((await statement(values, false).execute(values))[0]?.total ?? 0);

  return { planner, exact };
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** What the index keeps of a product: the filters, the sort keys and the search document. */
export type IndexRow = {
  id: number;
  category_id: number;
  vendor_id: number;
  min_price_cents: number;
  listed: boolean;
  /** created_at in microseconds since 1970, exact (a JS Date keeps only milliseconds). */
  created: number;
  rating: number;
  reviews_count: number;
  sold_count: number;
  filter_keys: string[];
  /** search_vector as text: `'kleid':1A 'rot':5C`. */
  document: string;
  /** length(search_text): the relevance order's tie-break. */
  name_length: number;
};

export type CategoryRow = { id: number; parent_id: number | null };

const columns = sql`id, category_id, vendor_id, min_price_cents, listed,
  (extract(epoch FROM created_at) * 1000000)::float8 AS created,
  average_rating::float8 AS rating, reviews_count, sold_count, filter_keys,
  search_vector::text AS document, length(search_text) AS name_length`;

/** Rows in id order after `afterId`, `limit` at a time: a large catalogue loads in batches. */
export async function loadIndexBatch(db: Db, afterId: number, limit: number): Promise<IndexRow[]> {
  return rowsOf<IndexRow>(
    await db.execute(
      sql`SELECT ${columns} FROM products WHERE id > ${afterId} ORDER BY id LIMIT ${limit}`,
    ),
  );
}

/** The rows of `ids` that still exist. */
export async function loadIndexRows(db: Db, ids: number[]): Promise<IndexRow[]> {
  return rowsOf<IndexRow>(
    await db.execute(sql`SELECT ${columns} FROM products WHERE id = ANY(${sql.param(ids)}::int[])`),
  );
}

export async function loadCategoryRows(db: Db): Promise<CategoryRow[]> {
  return rowsOf<CategoryRow>(await db.execute(sql`SELECT id, parent_id FROM categories`));
}

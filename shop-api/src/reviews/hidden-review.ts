import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

/** Whether an operator hid a review of this shopper on this product (`hidden_reviews`, 0061). */
export async function wasReviewHidden(db: Db, productId: number, userId: number) {
  const rows = rowsOf<{ found: number }>(
    await db.execute(sql`
      SELECT 1 AS found FROM hidden_reviews
      WHERE product_id = ${productId} AND user_id = ${userId} LIMIT 1`),
  );
  return rows.length > 0;
}

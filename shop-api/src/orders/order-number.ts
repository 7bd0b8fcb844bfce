import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

/** Readable, unique order number such as ORD-20261123-000042 (a database sequence). */
export async function nextOrderNumber(tx: Db, date: Date): Promise<string> {
  const result = await tx.execute(sql`SELECT nextval('order_number_seq') AS n`);
  const n = Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
  const day = date.toISOString().slice(0, 10).replace(/-/g, '');
  return `ORD-${day}-${String(n).padStart(6, '0')}`;
}

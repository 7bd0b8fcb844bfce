import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from '../rows';
import { seedCatalog } from './seed-catalog';
import { seedMarketplace } from './seed-marketplace';
import { seedShoppers } from './seed-shoppers';

/**
 * Seeds an empty database in one transaction, so a half-seeded database cannot exist.
 * Idempotent: a database that already has categories is left alone.
 */
export async function seedIfEmpty(
  database: Database,
  { now = new Date(), passwordHashLogN }: { now?: Date; passwordHashLogN?: number } = {},
): Promise<boolean> {
  const existing = await database.db.execute(sql`SELECT count(*) AS n FROM categories`);
  if (Number(rowsOf<{ n: number | string }>(existing)[0]?.n ?? 0) > 0) return false;
  await database.db.transaction(async (tx) => {
    const { productIds } = await seedCatalog(tx, now);
    await seedShoppers(tx, now, productIds, passwordHashLogN);
    await seedMarketplace(tx, now, passwordHashLogN);
  });
  return true;
}

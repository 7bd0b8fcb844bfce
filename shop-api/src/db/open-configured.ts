import type { Config } from '../config';
import { type Database, openDatabase } from './client';
import { migrate } from './migrate';
import { seedIfEmpty } from './seed/seed';
import { writeSeedImages } from './seed/seed-catalog';
import { seedLargeCatalog } from './seed/seed-large-catalog';

/**
 * The configured database, migrated; seeded when empty, topped up to SEED_PRODUCTS products when
 * that is set; seed pictures on disk.
 */
export async function openConfiguredDatabase(
  config: Config,
): Promise<{ database: Database; seeded: boolean }> {
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  await migrate(database);
  const seeded = await seedIfEmpty(database, { passwordHashLogN: config.passwordHashLogN });
  if (config.seedProducts > 0) {
    await database.db.transaction((tx) => seedLargeCatalog(tx, config.seedProducts, new Date()));
  }
  writeSeedImages(config.storageDir);
  return { database, seeded };
}

import type { Config } from '../config';
import { type Database, openDatabase } from './client';
import { MIGRATION_LOCK_KEY, migrate, pendingMigrations } from './migrate';
import { seedIfEmpty } from './seed/seed';
import { writeSeedImages } from './seed/seed-catalog';
import { seedLargeCatalog } from './seed/seed-large-catalog';

export interface Prepared {
  /** Migrations this run applied (none when another process had applied them). */
  applied: string[];
  /** The demo data went into an empty database. */
  seeded: boolean;
  /** SEED_DEMO was set but migrations are pending and this run does not migrate. */
  seedSkipped: boolean;
}

/** The configured database: PostgreSQL with DATABASE_URL, PGlite in DATA_DIR otherwise. */
export function openConfiguredDatabase(
  config: Config,
  onConnectionError?: (error: Error) => void,
): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl, onConnectionError })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir });
}

/**
 * Migrates (when `migrate`) and, with SEED_DEMO=1, seeds an empty database with the demo data
 * (topped up to SEED_PRODUCTS products) and writes its pictures. All under the migration lock,
 * so replicas and the migrate step started together never migrate or seed twice. Without
 * either there is nothing to do and the database is not touched (it may be down).
 */
export async function prepareDatabase(
  database: Database,
  config: Config,
  { migrate: migrateNow }: { migrate: boolean },
): Promise<Prepared> {
  const none: Prepared = { applied: [], seeded: false, seedSkipped: false };
  if (!migrateNow && !config.seedDemo) return none;
  return database.withAdvisoryLock(MIGRATION_LOCK_KEY, async () => {
    const applied = migrateNow
      ? await migrate(database, {
          marketplace_commission_percent: config.marketplaceCommissionPercent,
        })
      : [];
    if (!config.seedDemo) return { ...none, applied };
    if (!migrateNow && (await pendingMigrations(database)).length > 0) {
      return { ...none, seedSkipped: true };
    }
    const seeded = await seedIfEmpty(database, { passwordHashLogN: config.passwordHashLogN });
    if (config.seedProducts > 0) {
      await database.db.transaction((tx) => seedLargeCatalog(tx, config.seedProducts, new Date()));
    }
    writeSeedImages(config.storageDir);
    return { applied, seeded, seedSkipped: false };
  });
}

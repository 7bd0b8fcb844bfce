import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { rowsOf } from './rows';

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The advisory lock every migrating process takes first ("shop" in ASCII): replicas and the
 * migrate step started together run one after the other, and the later ones find nothing to do.
 */
export const MIGRATION_LOCK_KEY = 0x73686f70;

/** The migration files this build ships, in the order they apply. */
export function migrationFiles(): string[] {
  return readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
}

/** Migrations this build ships that the database has not applied (all of them on an empty one). */
export async function pendingMigrations(database: Database): Promise<string[]> {
  const exists = rowsOf<{ found: string | null }>(
    await database.db.execute(sql`SELECT to_regclass('schema_migrations')::text AS found`),
  );
  if (!exists[0]?.found) return migrationFiles();
  const applied = new Set(
    rowsOf<{ name: string }>(
      await database.db.execute(sql`SELECT name FROM schema_migrations`),
    ).map((row) => row.name),
  );
  return migrationFiles().filter((file) => !applied.has(file));
}

/** `migrate` under the migration lock: safe to start in several processes at once. */
export function migrateUnderLock(
  database: Database,
  settings: MigrationSettings = {},
): Promise<string[]> {
  return database.withAdvisoryLock(MIGRATION_LOCK_KEY, () => migrate(database, settings));
}

/** Configuration a migration may read with `current_setting('shop.<name>', true)`. */
export interface MigrationSettings {
  /** MARKETPLACE_COMMISSION_PERCENT: the rate 0065 gives shipments delivered before it. */
  marketplace_commission_percent?: number;
}

/** `SELECT set_config(…)` for each setting, local to the migration's transaction. */
function settingsSql(settings: MigrationSettings): string {
  return Object.entries(settings)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => {
      if (!/^[a-z_]+$/.test(name)) throw new Error(`invalid migration setting ${name}`);
      const text = String(value).replace(/'/g, "''");
      return `SELECT set_config('shop.${name}', '${text}', true);\n`;
    })
    .join('');
}

/**
 * Applies every `migrations/NNNN_name.sql` not yet recorded in `schema_migrations`, each in its
 * own transaction, in file-name order. Unqualified names, so a search_path picks the schema.
 */
export async function migrate(
  database: Database,
  settings: MigrationSettings = {},
): Promise<string[]> {
  await database.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name varchar(200) PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = await database.db.execute(sql`SELECT name FROM schema_migrations`);
  const applied = new Set(rowsOf<{ name: string }>(done).map((row) => row.name));
  const files = migrationFiles();
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const script = readFileSync(join(migrationsDir, file), 'utf8');
    await database.exec(
      `BEGIN;\n${settingsSql(settings)}${script}\nINSERT INTO schema_migrations (name) VALUES ('${file.replace(/'/g, "''")}');\nCOMMIT;`,
    );
    ran.push(file);
  }
  return ran;
}

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { pendingMigrations } from './migrate';
import { rowsOf } from './rows';

// Here rather than under test/: PGlite on disk in a child process costs seconds, and the suite
// under test/ runs twice when PostgreSQL is configured. The race is proven on PostgreSQL in
// test/postgres/migrate-concurrent.test.ts.
const dir = mkdtempSync(join(tmpdir(), 'shop-api-migrate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `node dist/migrate.js` from source, as a production deployment runs it, on PGlite in `dir`. */
function migrateStep(extraEnv: Record<string, string> = {}) {
  const { DATABASE_URL: _unused, SEED_DEMO: _seed, ...env } = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/db/migrate-cli.ts'], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: { ...env, NODE_ENV: 'production', DATA_DIR: join(dir, 'pglite'), ...extraEnv },
    encoding: 'utf8',
  });
}

describe('the migrate step', () => {
  it('migrates an empty production database without demo data and exits 0', async () => {
    const first = migrateStep();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/Applied \d+ migration\(s\): 0001_init\.sql/);

    const database = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'pglite') });
    try {
      expect(await pendingMigrations(database)).toEqual([]);
      // No demo accounts (their passwords are in the README) and no demo catalogue.
      const counts = rowsOf<{ users: number; categories: number }>(
        await database.db.execute(
          sql`SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM categories)::int AS categories`,
        ),
      );
      expect(counts).toEqual([{ users: 0, categories: 0 }]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('exits 1 with a clear message on a production default password', () => {
    const result = migrateStep({ DATABASE_URL: 'postgres://shop:shop@127.0.0.1:1/shop' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/DATABASE_URL needs a password/);
  });
});

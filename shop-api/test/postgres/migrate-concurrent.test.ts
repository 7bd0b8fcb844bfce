import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { type Database, openDatabase } from '../../src/db/client';
import { migrationFiles } from '../../src/db/migrate';
import { prepareDatabase } from '../../src/db/open-configured';
import { rowsOf } from '../../src/db/rows';

// Three processes migrating one empty PostgreSQL database at once: only a real server races.
if (process.env.TEST_DB_KIND !== 'postgres') throw new Error('run this file on PostgreSQL only');
const url = process.env.TEST_DATABASE_URL as string;

// The global setup's cleanup drops schemas of this name pattern left by an aborted run.
const schema = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
let admin: pg.Client;
let replicas: Database[] = [];
beforeAll(async () => {
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  // Each its own pool, as three replicas (or migrate steps) started together would have.
  replicas = await Promise.all(
    [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url, searchPath: schema, poolSize: 3 })),
  );
});
afterAll(async () => {
  await Promise.all(replicas.map((database) => database.close()));
  await admin.query(`DROP SCHEMA ${schema} CASCADE`);
  await admin.end();
});

describe('migrations under the advisory lock', () => {
  it('applies the schema once when three start at once on an empty database, all succeeding', async () => {
    const config = { ...loadConfig({ NODE_ENV: 'production' }), seedDemo: false };
    const results = await Promise.allSettled(
      replicas.map((database) => prepareDatabase(database, config, { migrate: true })),
    );
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const applied = results.map((result) =>
      result.status === 'fulfilled' ? result.value.applied : [],
    );
    // One of them applied every migration; the others waited for the lock and found none left.
    expect(applied.filter((names) => names.length > 0)).toEqual([migrationFiles()]);
    const recorded = rowsOf<{ n: number }>(
      await (replicas[0] as Database).db.execute(
        sql`SELECT count(*)::int AS n FROM schema_migrations`,
      ),
    );
    expect(recorded).toEqual([{ n: migrationFiles().length }]);
    const users = rowsOf<{ n: number }>(
      await (replicas[0] as Database).db.execute(sql`SELECT count(*)::int AS n FROM users`),
    );
    expect(users).toEqual([{ n: 0 }]);
  });
});

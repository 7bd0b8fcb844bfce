import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { seedIfEmpty } from '../../src/db/seed/seed';
import { writeSeedImages } from '../../src/db/seed/seed-catalog';
import { TEST_PASSWORD_LOG_N } from './test-cost';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    storageDir: string;
  }
}

/** Migrates and seeds one PGlite database, then every test file starts from its dump. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'shop-api-test-'));
  const storageDir = join(dir, 'storage');
  writeSeedImages(storageDir);
  const database = await openDatabase({ kind: 'pglite' });
  await migrate(database);
  await seedIfEmpty(database, { passwordHashLogN: TEST_PASSWORD_LOG_N });
  const dump = await database.dump?.();
  await database.close();
  if (!dump) throw new Error('PGlite dump failed');
  const templatePath = join(dir, 'template.tar');
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', templatePath);
  project.provide('storageDir', storageDir);
  await dropStaleSchemas();
  return () => rmSync(dir, { recursive: true, force: true });
}

const STALE_AFTER_MS = 60 * 60 * 1000;

/** Schemas left by an aborted run (`test_<ms>_<hex>`, older than an hour) are dropped. */
async function dropStaleSchemas(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ name: string }>(
      "SELECT nspname AS name FROM pg_namespace WHERE nspname ~ '^test_[0-9]+_[0-9a-f]+$' AND pg_get_userbyid(nspowner) = current_user",
    );
    for (const { name } of result.rows) {
      if (Date.now() - Number(name.split('_')[1]) > STALE_AFTER_MS) {
        // Best effort: a schema another run drops at the same moment is not an error.
        await client.query(`DROP SCHEMA IF EXISTS "${name}" CASCADE`).catch(() => undefined);
      }
    }
  } finally {
    await client.end();
  }
}

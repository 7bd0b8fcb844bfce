import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { products } from '../src/db/schema-catalog';
import { seedIfEmpty } from '../src/db/seed/seed';
import { seedLargeCatalog } from '../src/db/seed/seed-large-catalog';

/**
 * One shop API process for the benchmark, on a fresh database: an in-memory PGlite, or the
 * schema `bench` of BENCH_PG_URL (dropped and rebuilt). BENCH_PRODUCTS tops the demo catalogue
 * up to that size. Prints `READY <url> <products> <seconds to seed>` when it listens.
 */
const pgUrl = process.env.BENCH_PG_URL;
const target = Number(process.env.BENCH_PRODUCTS ?? 0);
let database: Database;
if (pgUrl) {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query('DROP SCHEMA IF EXISTS bench CASCADE; CREATE SCHEMA bench');
  await admin.end();
  database = await openDatabase({ kind: 'postgres', url: pgUrl, searchPath: 'bench' });
} else {
  database = await openDatabase({ kind: 'pglite' });
}
const started = performance.now();
await migrate(database);
await seedIfEmpty(database);
if (target > 0) await database.db.transaction((tx) => seedLargeCatalog(tx, target, new Date()));
const seconds = (performance.now() - started) / 1000;
const [size] = await database.db.select({ n: count() }).from(products);

const storage = mkdtempSync(join(tmpdir(), 'shop-bench-'));
const config = { ...loadConfig({}), storageDir: storage, privateDir: storage };
const app = await buildApp({ database, config });
const address = await app.listen({ host: '127.0.0.1', port: Number(process.argv[2] ?? 0) });
console.log(`READY ${address} ${size?.n ?? 0} ${seconds.toFixed(1)}`);

// A clean exit, so `node --cpu-prof` writes its profile.
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  rmSync(storage, { recursive: true, force: true });
  process.exit(0);
});

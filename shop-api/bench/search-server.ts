import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { products } from '../src/db/schema-catalog';
import { seedIfEmpty } from '../src/db/seed/seed';
import { seedLargeCatalog } from '../src/db/seed/seed-large-catalog';

/**
 * The shop API for the search benchmark, on the PostgreSQL schema BENCH_SCHEMA of BENCH_PG_URL
 * holding BENCH_PRODUCTS products. A schema of that size is kept between runs (seeding 500,000
 * products takes minutes); one of another size is dropped and seeded again. The catalogue
 * cache comes from CATALOG_CACHE_MS and the search from SEARCH_INDEX like the real server's.
 */
const url = process.env.BENCH_PG_URL;
const schema = process.env.BENCH_SCHEMA ?? 'bench_search';
const target = Number(process.env.BENCH_PRODUCTS ?? 5000);
if (!url) throw new Error('BENCH_PG_URL is required');
if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`);

const admin = new pg.Client({ connectionString: url });
await admin.connect();
const existing = await admin
  .query(`SELECT count(*)::int AS n FROM ${schema}.products`)
  .then((result) => Number(result.rows[0]?.n ?? 0))
  .catch(() => -1);
if (existing !== target)
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
await admin.end();

const database = await openDatabase({ kind: 'postgres', url, searchPath: schema });
const started = performance.now();
await migrate(database);
if (existing !== target) {
  await seedIfEmpty(database);
  await database.db.transaction((tx) => seedLargeCatalog(tx, target, new Date()));
}
// Outside the seed's transaction: sets the visibility map, so the sample is read from its index.
await database.exec('VACUUM ANALYZE products, variants');
const seconds = (performance.now() - started) / 1000;
const [size] = await database.db.select({ n: count() }).from(products);

const storage = mkdtempSync(join(tmpdir(), 'shop-bench-'));
const cacheMs = process.env.CATALOG_CACHE_MS;
const searchIndex = process.env.SEARCH_INDEX;
const config = {
  ...loadConfig({
    ...(cacheMs === undefined ? {} : { CATALOG_CACHE_MS: cacheMs }),
    ...(searchIndex === undefined ? {} : { SEARCH_INDEX: searchIndex }),
  }),
  storageDir: storage,
  privateDir: storage,
};
// The heap the app keeps (the search index above all), measured after a full collection.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
collect();
const heapBefore = process.memoryUsage().heapUsed;
const building = performance.now();
const app = await buildApp({ database, config });
// The search starts beside the server: ready (and measured) once its index is built.
await app.productSearch.started();
const buildSeconds = (performance.now() - building) / 1000;
collect();
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
const rssMb = process.memoryUsage().rss / 2 ** 20;
const address = await app.listen({ host: '127.0.0.1', port: Number(process.argv[2] ?? 0) });
// search-cpu.ts reads this process's CPU time on a side port (BENCH_CPU_PORT), not through the
// API, so asking does not add to what it measures.
const cpuPort = Number(process.env.BENCH_CPU_PORT ?? 0);
if (cpuPort) {
  const side = createServer((_request, response) =>
    response.end(JSON.stringify(process.cpuUsage())),
  );
  await new Promise<void>((listening) => side.listen(cpuPort, '127.0.0.1', listening));
}
// `READY <url> <products> <seed s> <app start s, index included> <app heap MB> <process RSS MB>`
console.log(
  `READY ${address} ${size?.n ?? 0} ${seconds.toFixed(1)} ${buildSeconds.toFixed(2)} ${heapMb.toFixed(0)} ${rssMb.toFixed(0)}`,
);

process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  rmSync(storage, { recursive: true, force: true });
  process.exit(0);
});

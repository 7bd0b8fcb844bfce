import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type DatabaseOptions, openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seedIfEmpty } from '../src/db/seed/seed';

/**
 * `pnpm --filter @shop/shop-api bench`: 5 s of autocannon per endpoint on loopback, first on an
 * in-memory PGlite, then on PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL) is set.
 */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const endpoints = ['/v1/products/search?per_page=15&sort_by=price_asc', '/v1/products/1'];

async function benchOn(label: string, options: DatabaseOptions) {
  const database = await openDatabase(options);
  await migrate(database);
  await seedIfEmpty(database);
  const storage = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const config = { ...loadConfig({}), storageDir: storage, privateDir: storage };
  const app = await buildApp({ database, config });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const rows: string[] = [];
  for (const path of endpoints) {
    const result = await autocannon({
      url: `${address}${path}`,
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    rows.push(
      `| ${label} | GET ${path} | ${result.requests.average.toFixed(0)} | ${result.latency.p99} ms | ${result.non2xx + result.errors} |`,
    );
  }
  await app.close();
  await database.close();
  rmSync(storage, { recursive: true, force: true });
  return rows;
}

const rows = await benchOn('PGlite (in-memory)', { kind: 'pglite' });
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (pgUrl) rows.push(...(await benchOn('PostgreSQL', { kind: 'postgres', url: pgUrl })));
console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per endpoint\n`);
console.log('| database | endpoint | requests/s | p99 latency | errors |');
console.log('|---|---|---|---|---|');
for (const row of rows) console.log(row);

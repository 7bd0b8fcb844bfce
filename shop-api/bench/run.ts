import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { shopperWithCart } from './cart-shopper';
import { autocannon, type LoadResult, median, startServer } from './processes';

/**
 * `pnpm --filter @shop/shop-api bench`: the catalogue, search, suggestion and cart endpoints at 50 connections,
 * next to a minimal Fastify hello-world measured in the same run, on PGlite and (with
 * BENCH_DATABASE_URL or DATABASE_URL) on PostgreSQL, at the demo size and at BENCH_PRODUCTS.
 * autocannon and each server are separate processes; every figure is the median of BENCH_RUNS
 * runs of BENCH_DURATION seconds, after a BENCH_WARMUP-second warm-up. The shares of hello-world are checked against the targets.
 */
const env = process.env;
const SECONDS = Number(env.BENCH_DURATION ?? 10);
const RUNS = Number(env.BENCH_RUNS ?? 3);
const WARMUP = Number(env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const SIZES = (env.BENCH_SIZES ?? `0,${env.BENCH_PRODUCTS ?? 50000}`).split(',').map(Number);
const PORT = Number(env.BENCH_PORT ?? 4200);
const PROFILE_DIR = env.BENCH_CPU_PROF ? resolve(env.BENCH_CPU_PROF) : undefined;
const pgUrl = env.BENCH_DATABASE_URL ?? env.DATABASE_URL;
const databases = (env.BENCH_DATABASES ?? (pgUrl ? 'pglite,postgres' : 'pglite')).split(',');
// Browsers always offer compression; the benchmark asks for it as they do.
const browserHeaders = { 'Accept-Encoding': 'gzip, deflate, br' };

const allEndpoints = [
  { name: 'product detail', path: '/v1/products/1', share: 10 },
  { name: 'search by price', path: '/v1/products/search?sort_by=price_asc', share: 5 },
  { name: 'search q=Baumwolle', path: '/v1/products/search?q=Baumwolle', share: 5 },
  { name: 'search q=Baumwole (typo)', path: '/v1/products/search?q=Baumwole', share: 5 },
  { name: 'suggest q=Baumwole', path: '/v1/products/suggest?q=Baumwole', share: 5 },
  { name: 'home groups', path: '/v1/products', share: 5 },
  { name: 'categories', path: '/v1/categories', share: 10 },
  { name: 'cart, 3 items', path: '/v1/cart', share: 5, signedIn: true },
];
// BENCH_ONLY=cart (a part of the name) measures only the matching endpoints, e.g. to profile.
const endpoints = allEndpoints.filter((endpoint) => endpoint.name.includes(env.BENCH_ONLY ?? ''));
// PostgreSQL targets; PGlite (one WASM engine on the server's thread) gets half the share.
const P99_LIMIT_MS = { postgres: 100, pglite: 200 } as const;
const SHARE_FACTOR = { postgres: 1, pglite: 0.5 } as const;

async function measure(url: string, headers: Record<string, string>): Promise<LoadResult> {
  // A short unrecorded run first, so JIT compilation and cold caches are not measured.
  if (WARMUP > 0) await autocannon(url, { connections: CONNECTIONS, seconds: WARMUP, headers });
  const runs: LoadResult[] = [];
  for (let run = 0; run < RUNS; run++) {
    runs.push(await autocannon(url, { connections: CONNECTIONS, seconds: SECONDS, headers }));
  }
  return {
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p99: median(runs.map((run) => run.p99)),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
  };
}

const rows: string[] = [];
let failed = 0;
const hello = await startServer('hello-server.ts', PORT);
if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
try {
  for (const kind of databases) {
    if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`unknown database ${kind}`);
    if (kind === 'postgres' && !pgUrl) throw new Error('PostgreSQL needs BENCH_DATABASE_URL');
    for (const size of SIZES) {
      const dbEnv = kind === 'postgres' ? { BENCH_PG_URL: pgUrl } : {};
      const shop = await startServer(
        'shop-server.ts',
        PORT + 1,
        { ...dbEnv, BENCH_PRODUCTS: String(size) },
        PROFILE_DIR,
      );
      const [products, seedSeconds] = shop.info;
      console.error(`${kind}, ${products} products (seeded in ${seedSeconds} s)`);
      try {
        const token = await shopperWithCart(shop.url);
        const load = loadavg()[0]?.toFixed(1);
        const base = await measure(`${hello.url}/`, browserHeaders);
        rows.push(
          `| ${kind} | ${products} | hello-world | ${base.requestsPerSecond.toFixed(0)} | ${base.p99} ms | 100 % | | load ${load} |`,
        );
        for (const endpoint of endpoints) {
          const headers = endpoint.signedIn
            ? { ...browserHeaders, Authorization: `Bearer ${token}` }
            : browserHeaders;
          const result = await measure(`${shop.url}${endpoint.path}`, headers);
          const share = (100 * result.requestsPerSecond) / base.requestsPerSecond;
          const wanted = endpoint.share * SHARE_FACTOR[kind];
          const pass = share >= wanted && result.p99 < P99_LIMIT_MS[kind] && !result.failures;
          if (!pass) failed++;
          const row = `| ${kind} | ${products} | ${endpoint.name} | ${result.requestsPerSecond.toFixed(0)} | ${result.p99} ms | ${share.toFixed(1)} % | >= ${wanted} %, < ${P99_LIMIT_MS[kind]} ms | ${pass ? 'PASS' : 'FAIL'}${result.failures ? ` (${result.failures} failed)` : ''} |`;
          rows.push(row);
          console.error(row);
        }
      } finally {
        await shop.stop();
      }
    }
  }
} finally {
  await hello.stop();
}

console.log(
  `\n${CONNECTIONS} connections, median of ${RUNS} runs of ${SECONDS} s, ${new Date().toISOString()}\n`,
);
console.log(
  '| database | products | endpoint | req/s | p99 | share of hello-world | target | result |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
process.exitCode = failed ? 1 : 0;

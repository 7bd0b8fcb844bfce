import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProductSearchResult } from '@shop/shared-contracts/api/entities';
import { formatRecord } from './format-record';
import { startServer } from './processes';
import { singleQueries } from './search-queries';
import { percentile } from './search-stats';

/**
 * `pnpm --filter ./shop-api bench:search`: the store search on PostgreSQL at several catalogue
 * sizes (BENCH_SIZES, default 5,000, 50,000 and 500,000 products), two runs per size:
 * (a) uncached (CATALOG_CACHE_MS=0), one request at a time: every text query of
 *     search-queries.ts plus BENCH_COMBINATIONS random filter combinations, after a warm-up
 *     over a third as many other ones (the texts are the same: their compiled form is kept);
 *     target p95 <= 15 ms at 50,000 products and <= 40 ms at 500,000;
 * (b) the realistic mix (70 % category and listing pages, 30 % distinct text and filter
 *     queries) at BENCH_CONNECTIONS (50) for BENCH_DURATION seconds with the cache as
 *     configured; target p99 <= 200 ms.
 * Each size lives in its own schema of BENCH_DATABASE_URL, kept between runs. Writes one JSON
 * and one Markdown file under docs/benchmarks/search/ and prints the table.
 */
const env = process.env;
const benchDir = dirname(fileURLToPath(import.meta.url));
const PG_URL = env.BENCH_DATABASE_URL ?? 'postgres://shop:shop@127.0.0.1:5432/shop_bench';
const SIZES = (env.BENCH_SIZES ?? '5000,50000,500000').split(',').map(Number);
const LABEL = env.BENCH_LABEL ?? 'current';
const SCHEMA_PREFIX = env.BENCH_SCHEMA_PREFIX ?? 'bench_search';
const SECONDS = Number(env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const COMBINATIONS = Number(env.BENCH_COMBINATIONS ?? 140);
const PORT = Number(env.BENCH_PORT ?? 4300);
/** `memory` or `sql` (SEARCH_INDEX of the server); unset: the server's default. */
const SEARCH_INDEX = env.BENCH_SEARCH_INDEX;
const OUT_DIR = resolve(benchDir, '../../docs/benchmarks/search');

type Single = { requests: number; p50: number; p95: number; max: number; textP95: number };
type Mixed = { requestsPerSecond: number; p50: number; p99: number; failures: number };
type Start = { seconds: number; heapMb: number; rssMb: number };
type Row = {
  products: number;
  seedSeconds: number;
  start: Start;
  single: Single;
  mixed: Mixed;
  load: string;
};

const server = (size: number, cacheMs?: number) =>
  startServer('search-server.ts', PORT, {
    BENCH_PG_URL: PG_URL,
    BENCH_SCHEMA: `${SCHEMA_PREFIX}_${size}`,
    BENCH_PRODUCTS: String(size),
    ...(cacheMs === undefined ? {} : { CATALOG_CACHE_MS: String(cacheMs) }),
    ...(SEARCH_INDEX === undefined ? {} : { SEARCH_INDEX }),
  });

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${response.status} for ${url}`);
  return performance.now() - started;
}

async function singleRun(base: string): Promise<Single> {
  const first = await fetch(`${base}/v1/products/search?per_page=1`);
  const vocabulary = ((await first.json()) as { data: ProductSearchResult }).data.filters;
  // Warm-up: other combinations (prepared statements, caches), not measured.
  const warmUp = singleQueries(vocabulary, COMBINATIONS, 7).filter((_, index) => index % 3 === 0);
  for (const path of warmUp) await timed(`${base}${path}`);
  const paths = singleQueries(vocabulary, COMBINATIONS);
  const times: number[] = [];
  for (const path of paths) times.push(await timed(`${base}${path}`));
  const text = times.filter((_, index) => paths[index]?.includes('q='));
  return {
    requests: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: Math.max(...times),
    textP95: percentile(text, 95),
  };
}

function mixedRun(base: string): Promise<Mixed> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(benchDir, 'search-load.ts'),
      base,
      String(CONNECTIONS),
      String(SECONDS),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((done, fail) =>
    child.once('exit', (code) =>
      code === 0 ? done(JSON.parse(output) as Mixed) : fail(new Error(`load exited ${code}`)),
    ),
  );
}

/** The 1-minute load average when the run started (the rows carry the one after each size). */
const LOAD_BEFORE = loadavg()[0]?.toFixed(1) ?? '?';
const rows: Row[] = [];
for (const size of SIZES) {
  const uncached = await server(size, 0);
  const [products = '0', seedSeconds = '0', startSeconds = '0', heapMb = '0', rssMb = '0'] =
    uncached.info;
  const start = { seconds: Number(startSeconds), heapMb: Number(heapMb), rssMb: Number(rssMb) };
  console.error(
    `${products} products (seeded in ${seedSeconds} s), started ${JSON.stringify(start)}`,
  );
  let single: Single;
  try {
    single = await singleRun(uncached.url);
  } finally {
    await uncached.stop();
  }
  const cached = await server(size);
  let mixed: Mixed;
  try {
    mixed = await mixedRun(cached.url);
  } finally {
    await cached.stop();
  }
  const row = {
    products: Number(products),
    seedSeconds: Number(seedSeconds),
    start,
    single,
    mixed,
    load: loadavg()[0]?.toFixed(1) ?? '?',
  };
  rows.push(row);
  console.error(JSON.stringify(row));
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const table = [
  '| products | search | start (index built) | app heap | (a) uncached, one at a time: p50 | p95 (target <= 15 ms at 50,000, <= 40 ms at 500,000) | p95 text | max | (b) mix at 50: req/s | p99 (target <= 200 ms) | failures | load (1 min) |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (row) =>
      `| ${row.products.toLocaleString('en')} | ${SEARCH_INDEX ?? 'memory'} | ${row.start.seconds.toFixed(1)} s | ${row.start.heapMb} MB | ${ms(row.single.p50)} | ${ms(row.single.p95)} | ${ms(row.single.textP95)} | ${ms(row.single.max)} | ${row.mixed.requestsPerSecond.toFixed(0)} | ${row.mixed.p99} ms | ${row.mixed.failures} | ${row.load} |`,
  ),
].join('\n');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`;
mkdirSync(OUT_DIR, { recursive: true });
const file = join(OUT_DIR, `${stamp}-${LABEL}`);
writeFileSync(
  `${file}.json`,
  `${JSON.stringify({ label: LABEL, search: SEARCH_INDEX ?? 'memory', date: new Date().toISOString(), machine, connections: CONNECTIONS, seconds: SECONDS, loadBefore: LOAD_BEFORE, rows }, null, 2)}\n`,
);
writeFileSync(
  `${file}.md`,
  `# Search benchmark: ${LABEL}\n\n${new Date().toISOString()}, ${machine}, PostgreSQL, search ${SEARCH_INDEX ?? 'memory'}, load average ${LOAD_BEFORE} at the start.\n(a) ${rows[0]?.single.requests ?? 0} queries one at a time, uncached; (b) ${CONNECTIONS} connections for ${SECONDS} s, cache as configured.\n\n${table}\n`,
);
formatRecord(`${file}.md`);
console.log(`\n${LABEL}, ${machine}\n\n${table}\n\nwritten to ${file}.{json,md}`);

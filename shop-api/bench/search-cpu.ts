import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProductSearchResult, SearchFilters } from '@shop/shared-contracts/api/entities';
import pg from 'pg';
import { formatRecord } from './format-record';
import { startServer } from './processes';
import { chooser, randomFilters, searchPath, textQueries } from './search-queries';

/**
 * `pnpm --filter ./shop-api bench:search-cpu`: what one search costs in CPU time, the figure
 * Little's law needs. At BENCH_SIZE products (default 50,000, the schema search.ts seeded) it
 * sends, one at a time and uncached, distinct text queries, distinct filter queries and listing
 * pages, then the realistic mix at BENCH_CONNECTIONS (50) with the cache as configured, and
 * reads the CPU time each used: the API process (its `process.cpuUsage()`, on a side port) and
 * the PostgreSQL backends of the benchmark database (`/proc/<pid>/stat`), plus the children the
 * postmaster reaped meanwhile (parallel workers; on a shared cluster also other sessions'). Wall
 * time is also given: CPU below wall time means waiting (I/O, locks, the other sessions' load).
 */
const env = process.env;
const benchDir = dirname(fileURLToPath(import.meta.url));
const PG_URL = env.BENCH_DATABASE_URL ?? 'postgres://shop:shop@127.0.0.1:5432/shop_bench';
const SIZE = Number(env.BENCH_SIZE ?? 50_000);
const LABEL = env.BENCH_LABEL ?? 'current';
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(env.BENCH_DURATION ?? 10);
const PORT = Number(env.BENCH_PORT ?? 4310);
const CPU_PORT = PORT + 1;
const OUT_DIR = resolve(benchDir, '../../docs/benchmarks/search');
const TICK_MS = 10; // USER_HZ is 100 on Linux.

/** utime + stime (+ cutime + cstime: reaped children) of a process, in ms; 0 once it is gone. */
function processCpuMs(pid: number, children = false): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // After "pid (comm) ": state is field 0, utime 11, stime 12, cutime 13, cstime 14.
    const own = Number(fields[11]) + Number(fields[12]);
    const reaped = children ? Number(fields[13]) + Number(fields[14]) : 0;
    return (own + reaped) * TICK_MS;
  } catch {
    return 0;
  }
}

const admin = new pg.Client({ connectionString: PG_URL });
await admin.connect();
const self = Number((await admin.query('SELECT pg_backend_pid() AS pid')).rows[0]?.pid);
const postmaster = Number(readFileSync(`/proc/${self}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);

async function backendsCpu(): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  return new Map(rows.map(({ pid }) => [pid, processCpuMs(pid)]));
}

type Cpu = { api: number; backends: number; reaped: number; wallMs: number };

async function measure(work: () => Promise<number>): Promise<Cpu & { n: number }> {
  const apiCpu = async () => {
    const usage = (await (await fetch(`http://127.0.0.1:${CPU_PORT}/`)).json()) as {
      user: number;
      system: number;
    };
    return (usage.user + usage.system) / 1000;
  };
  const before = { api: await apiCpu(), backends: await backendsCpu() };
  const reapedBefore = processCpuMs(postmaster, true) - processCpuMs(postmaster);
  const started = performance.now();
  const n = await work();
  const wallMs = performance.now() - started;
  const after = { api: await apiCpu(), backends: await backendsCpu() };
  let backends = 0;
  for (const [pid, ms] of after.backends) backends += ms - (before.backends.get(pid) ?? 0);
  const reaped = processCpuMs(postmaster, true) - processCpuMs(postmaster) - reapedBefore;
  return { n, api: after.api - before.api, backends, reaped, wallMs };
}

const server = (cacheMs?: number) =>
  startServer('search-server.ts', PORT, {
    BENCH_PG_URL: PG_URL,
    BENCH_SCHEMA: `${env.BENCH_SCHEMA_PREFIX ?? 'bench_search'}_${SIZE}`,
    BENCH_PRODUCTS: String(SIZE),
    BENCH_CPU_PORT: String(CPU_PORT),
    ...(cacheMs === undefined ? {} : { CATALOG_CACHE_MS: String(cacheMs) }),
  });

const oneAtATime = (base: string, paths: string[]) => async () => {
  for (const path of paths) {
    const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'br' } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${response.status} for ${path}`);
  }
  return paths.length;
};

/** Distinct requests (a price bound no other has) of three kinds, as the mix's 30 % are. */
function distinctPaths(vocabulary: SearchFilters) {
  const choose = chooser(77);
  let distinct = 0;
  const bound = (): [string, number] => {
    distinct += 1;
    return ['price_to', 100000 - distinct / 100];
  };
  const categories = vocabulary.categories.flatMap((parent) => [
    parent.id,
    ...parent.subcategories.map((child) => child.id),
  ]);
  const noPrice = () => randomFilters(vocabulary, choose).filter(([key]) => !key.startsWith('pr'));
  return {
    text: textQueries.map((q) => searchPath([['q', q], ...noPrice(), bound()])),
    filters: Array.from({ length: 60 }, () => searchPath([...noPrice(), bound()])),
    listing: Array.from({ length: 60 }, () =>
      searchPath([['category_id', choose.pick(categories)], bound()]),
    ),
  };
}

const rows: Record<string, Cpu & { n: number }> = {};
const uncached = await server(0);
try {
  const first = await fetch(`${uncached.url}/v1/products/search?per_page=1`);
  const vocabulary = ((await first.json()) as { data: ProductSearchResult }).data.filters;
  const paths = distinctPaths(vocabulary);
  // Warm-up: prepared statements and the buffer cache, not measured.
  await oneAtATime(
    uncached.url,
    [...paths.text, ...paths.filters].filter((_, i) => i % 4 === 0),
  )();
  for (const kind of ['text', 'filters', 'listing'] as const)
    rows[`${kind}, one at a time, uncached`] = await measure(oneAtATime(uncached.url, paths[kind]));
} finally {
  await uncached.stop();
}

const cached = await server();
try {
  rows[`the mix at ${CONNECTIONS}, cache as configured`] = await measure(() => mixLoad(cached.url));
} finally {
  await cached.stop();
}
await admin.end();

/** search-load.ts in its own process; the number of requests it completed. */
function mixLoad(base: string): Promise<number> {
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
    child.once('exit', (code) => {
      if (code !== 0) return fail(new Error(`load exited ${code}`));
      const result = JSON.parse(output) as { requestsPerSecond: number; p99: number };
      console.error(`mix: ${result.requestsPerSecond} req/s, p99 ${result.p99} ms`);
      done(Math.round(result.requestsPerSecond * SECONDS));
    }),
  );
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const table = [
  '| requests | n | API CPU / request | PostgreSQL backends CPU / request | reaped children CPU / request | API + backends | wall / request |',
  '|---|---|---|---|---|---|---|',
  ...Object.entries(rows).map(
    ([name, row]) =>
      `| ${name} | ${row.n} | ${ms(row.api / row.n)} | ${ms(row.backends / row.n)} | ${ms(row.reaped / row.n)} | ${ms((row.api + row.backends) / row.n)} | ${ms(row.wallMs / row.n)} |`,
  ),
].join('\n');
const load = loadavg()[0]?.toFixed(1) ?? '?';
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`;
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = join(OUT_DIR, `${stamp}-cpu-${LABEL}`);
mkdirSync(OUT_DIR, { recursive: true });
const date = new Date().toISOString();
writeFileSync(
  `${file}.json`,
  `${JSON.stringify({ label: LABEL, date, machine, products: SIZE, load, rows }, null, 2)}\n`,
);
writeFileSync(
  `${file}.md`,
  `# Search CPU per request: ${LABEL}\n\n${date}, ${machine}, PostgreSQL, ${SIZE.toLocaleString('en')} products, load ${load}.\n\n${table}\n`,
);
formatRecord(`${file}.md`);
console.log(`\n${LABEL}, ${machine}, load ${load}\n\n${table}\n\nwritten to ${file}.{json,md}`);

// A real PostgreSQL restart under traffic: `pnpm --filter ./shop-api bench:db-restart [--record]`.
// Needs root (it makes its own cluster `shopbench` on port 5499 with pg_createcluster, restarts
// it with pg_ctlcluster, and drops it at the end) and PostgreSQL 15's server packages. Starts the
// API from source on that cluster, sends requests from 8 connections for the whole run, restarts
// PostgreSQL in the middle, and prints the failed requests before, during and after the outage
// and whether the API process lived. --record writes docs/benchmarks/ops/<date>-db-restart.json.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const CLUSTER = ['15', 'shopbench'];
const PG_PORT = 5499;
const API_PORT = 4599;
const PASSWORD = `bench-${process.pid}-${Date.now()}`;
const WORKERS = 8;
const here = import.meta.dirname;

const sh = (command: string, args: string[]) =>
  execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const psql = (sql: string, database = 'postgres') =>
  sh('runuser', [
    '-u',
    'postgres',
    '--',
    'psql',
    '-p',
    String(PG_PORT),
    '-d',
    database,
    '-qAtc',
    sql,
  ]);

function makeCluster(): void {
  if (!sh('pg_lsclusters', ['-h']).includes(' shopbench ')) {
    sh('pg_createcluster', [...CLUSTER, '-p', String(PG_PORT)]);
  }
  sh('pg_ctlcluster', [...CLUSTER, 'start']);
  psql(`DROP DATABASE IF EXISTS shopbench`);
  psql(`DROP ROLE IF EXISTS shopbench`);
  psql(`CREATE ROLE shopbench LOGIN PASSWORD '${PASSWORD}'`);
  psql(`CREATE DATABASE shopbench OWNER shopbench`);
}

async function startApi(): Promise<ChildProcess> {
  const api = spawn(process.execPath, ['--import', 'tsx', join(here, '../src/server.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: `postgres://shopbench:${PASSWORD}@127.0.0.1:${PG_PORT}/shopbench`,
      PORT: String(API_PORT),
      SEED_DEMO: '1',
      CATALOG_CACHE_MS: '0',
      // The outage's 500s would flood the output; the counts below are what matter.
      LOG_LEVEL: 'fatal',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let tries = 0; tries < 600; tries++) {
    if (api.exitCode !== null) throw new Error('the API exited while starting');
    const ok = await fetch(`http://127.0.0.1:${API_PORT}/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return api;
    await sleep(200);
  }
  throw new Error('the API did not become ready');
}

/** 200 with its whole body read; a refused or cut connection is a failure like a 5xx. */
async function answered(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

interface Outcome {
  startedAt: number;
  ok: boolean;
}

async function main() {
  makeCluster();
  const api = await startApi();
  const outcomes: Outcome[] = [];
  let running = true;
  const worker = async (index: number) => {
    for (let n = 0; running; n++) {
      const startedAt = performance.now();
      const url = `http://127.0.0.1:${API_PORT}/v1/products?page=${((index + n) % 3) + 1}`;
      const ok = await answered(url);
      outcomes.push({ startedAt, ok });
    }
  };
  const traffic = Promise.all(Array.from({ length: WORKERS }, (_, index) => worker(index)));
  await sleep(5000);
  const outageStart = performance.now();
  sh('pg_ctlcluster', [...CLUSTER, 'stop', '-m', 'fast']);
  await sleep(3000);
  sh('pg_ctlcluster', [...CLUSTER, 'start']);
  const outageEnd = performance.now();
  await sleep(10000);
  running = false;
  await traffic;
  const alive = api.exitCode === null;
  const ready = await fetch(`http://127.0.0.1:${API_PORT}/health/ready`).then(
    (r) => r.status,
    () => 0,
  );
  const firstOkAfter =
    outcomes.find((o) => o.ok && o.startedAt >= outageEnd)?.startedAt ?? Infinity;
  const phase = (from: number, to: number) => {
    const inPhase = outcomes.filter((o) => o.startedAt >= from && o.startedAt < to);
    return { requests: inPhase.length, failed: inPhase.filter((o) => !o.ok).length };
  };
  const result = {
    date: new Date().toISOString(),
    what: 'PostgreSQL 15 stopped (fast) for 3 s and started again under 8 connections of GET /v1/products',
    apiProcessAlive: alive,
    readyAfter: ready,
    before: phase(0, outageStart),
    duringOutage: phase(outageStart, outageEnd),
    recovering: phase(outageEnd, firstOkAfter),
    afterRecovery: phase(firstOkAfter, Infinity),
    recoveryMs: Math.round(firstOkAfter - outageEnd),
  };
  console.log(JSON.stringify(result, null, 2));
  api.kill('SIGTERM');
  const exitCode = await new Promise((resolve) => api.once('exit', resolve));
  console.log(`API exit code after SIGTERM: ${exitCode}`);
  if (process.argv.includes('--record')) {
    const dir = join(here, '../../docs/benchmarks/ops');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${result.date.slice(0, 10)}-db-restart.json`);
    writeFileSync(file, `${JSON.stringify({ ...result, apiExitCode: exitCode }, null, 2)}\n`);
    console.log(`Recorded ${file}`);
  }
}

try {
  await main();
} finally {
  sh('pg_dropcluster', [...CLUSTER, '--stop']);
}

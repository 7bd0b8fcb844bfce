#!/usr/bin/env node
// Rollout benchmark (issue 28): does a rollout lose requests? On loopback, without containers:
// nginx with the deployed configuration in front of two API instances on PostgreSQL, the built
// sites and the render service. While a mix of documents, API reads and retried orders runs, it
// rolls the API (each instance in turn: SIGTERM, wait for its exit, start a new one, wait until
// ready), then deploys a new catalog release (release folder, link swapped; the host untouched).
// It prints requests, errors per 10,000 and their kinds. A tool, not a test (wall-clock).
//
//   pnpm bench:rollout [--record] [--duration 45] [--connections 8] [--release DIR]
//
// Needs `pnpm build` and PostgreSQL: BENCH_DATABASE_URL (default the shop_rollout database on
// 127.0.0.1:5432; created when missing). --release reuses a catalog release build (its dist/).
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findNginx } from '../nginx/nginx-sites.mjs';
import { repoRoot } from '../processes.mjs';
import { API, distOf, HOST, REMOTES } from '../shop-layout.mjs';
import { ensureDatabase } from './rollout-database.mjs';
import { startDns } from './rollout-dns.mjs';
import { createClient, createTally, runLoad, summarize } from './rollout-load.mjs';
import { prepareShopper, trafficMix } from './rollout-mix.mjs';
import { machineLoad, readAccessLog, recordRun, reportTable } from './rollout-record.mjs';
import { buildCatalogRelease, deployRemoteRelease, setupRemoteSite } from './rollout-release.mjs';
import {
  API_ADDRESSES,
  API_NAME,
  freePort,
  startApi,
  startEdge,
  stopProcesses,
  waitFor,
} from './rollout-stack.mjs';

const { values: options } = parseArgs({
  options: {
    record: { type: 'boolean', default: false },
    duration: { type: 'string', default: '45' },
    connections: { type: 'string', default: '8' },
    release: { type: 'string' },
  },
});
const durationMs = Math.min(Number(options.duration), 60) * 1000;
const connections = Number(options.connections);
const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://shop:shop@127.0.0.1:5432/shop_rollout';

const nginx = findNginx();
if (!nginx) throw new Error('nginx not found (NGINX_PATH)');
for (const app of [HOST, ...REMOTES, API])
  if (!existsSync(distOf(app))) throw new Error(`${app.name}/dist is missing: run "pnpm build"`);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (message) => console.log(`[bench] ${message}`);
process.on('SIGINT', () => void stopProcesses().then(() => process.exit(130)));

// The release to deploy is built before any traffic: its build must not slow the run down.
const releaseDist = options.release ?? (await buildCatalogRelease('r2'));
log(`catalog release r2: ${releaseDist}`);

const dir = mkdtempSync(join(tmpdir(), 'shop-rollout-'));
// nginx's workers run as an unprivileged user when it is started as root: they must read here.
chmodSync(dir, 0o755);
const catalog = setupRemoteSite(dir, 'r1', distOf(REMOTES.find((r) => r.remote === 'catalog')));
const ports = { dns: 0 };
for (const name of ['host', 'api', 'render', 'apiInstance', ...REMOTES.map((r) => r.remote)])
  ports[name] = await freePort();
const dns = await startDns({ [API_NAME]: API_ADDRESSES });
ports.dns = dns.port;

await ensureDatabase(databaseUrl);
execFileSync('node', [join(distOf(API), 'migrate.js')], {
  cwd: repoRoot,
  env: { ...process.env, DATABASE_URL: databaseUrl, SEED_DEMO: '1', LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
const edge = await startEdge(dir, ports, catalog.root, nginx);
const apiSettings = (address) => ({
  databaseUrl,
  address,
  port: ports.apiInstance,
  hostOrigin: edge.hostOrigin,
  apiOrigin: edge.apiOrigin,
});
const instances = await Promise.all(
  API_ADDRESSES.map((address, index) => startApi(`api-${index + 1}`, apiSettings(address))),
);
const renderReady = `http://127.0.0.1:${ports.render}/readyz`;
if (!(await waitFor(renderReady, 90_000))) throw new Error('the render service is not ready');
const generation = async () => (await (await fetch(renderReady)).json()).generation;
const firstGeneration = await generation();

const recorder = createTally();
const client = createClient(recorder, connections);
const shopper = await prepareShopper(client, edge.apiOrigin);
const phases = [];
const phase = (name) => {
  phases.push({ name, at: Date.now() - recorder.tally.startedAt });
  log(name);
};
recorder.tally.startedAt = Date.now();
const mix = trafficMix({
  hostOrigin: edge.hostOrigin,
  apiOrigin: edge.apiOrigin,
  catalogManifest: edge.remotes.catalog,
  shopper,
  recorder,
});
const load = runLoad(client, mix, connections);
phase('traffic');
await sleep(5000);

// (a) The API, one instance at a time, as an orchestrator rolls replicas.
for (const [index, address] of API_ADDRESSES.entries()) {
  phase(`SIGTERM api-${index + 1}`);
  process.kill(instances[index].pid, 'SIGTERM');
  const exit = await instances[index].exited;
  phase(`api-${index + 1} exited (${exit})`);
  instances[index] = await startApi(`api-${index + 1}'`, apiSettings(address));
  phase(`api-${index + 1}' ready`);
}
await sleep(3000);

// (b) The catalog remote: a new release folder, the link swapped; no host restart.
phase('catalog r2 deployed');
deployRemoteRelease(catalog, 'r2', releaseDist);
const deadline = Date.now() + 30_000;
while ((await generation()) === firstGeneration && Date.now() < deadline) await sleep(250);
phase('render service on r2');
// At least 5 s of traffic on the new release, and never more than 60 s in all.
const elapsed = Date.now() - recorder.tally.startedAt;
await sleep(Math.min(Math.max(durationMs - elapsed, 5000), Math.max(60_000 - elapsed, 0)));
phase('traffic stopped');
await load.stop();

// The catalog's site now serves r2's manifest, and the render service renders with it.
const entryOf = (manifest) => JSON.parse(manifest).metaData.remoteEntry.name;
const servedEntry = entryOf(await (await fetch(edge.remotes.catalog)).text());
const releaseEntry = entryOf(readFileSync(join(releaseDist, 'mf-manifest.json'), 'utf8'));
const run = {
  date: new Date().toISOString(),
  settings: `${connections} connections, ${Math.round(durationMs / 1000)} s, SHUTDOWN_DELAY_MS ${process.env.SHUTDOWN_DELAY_MS ?? '5000'}`,
  summary: summarize(recorder.tally),
  phases,
  edge: readAccessLog(join(dir, 'access.log')),
  deployed: {
    remoteEntry: servedEntry,
    servesRelease: servedEntry === releaseEntry,
    renderGenerationChanged: (await generation()) !== firstGeneration,
  },
  load: machineLoad(),
  failures: recorder.tally.failures,
};
await stopProcesses();
dns.close();
// The sites' copies and nginx's files; the release build too when this run made it.
rmSync(dir, { recursive: true, force: true });
if (!options.release) rmSync(join(releaseDist, '..'), { recursive: true, force: true });
console.log(`\n${reportTable(run)}\n`);
if (!run.deployed.servesRelease) console.log('The catalog site does not serve r2.');
if (!run.deployed.renderGenerationChanged) console.log('The render service never switched to r2.');
if (options.record) {
  const files = recordRun(join(repoRoot, 'docs', 'benchmarks', 'ops'), run);
  log(`recorded ${files.join(', ')}`);
}
const deployed = run.deployed.servesRelease && run.deployed.renderGenerationChanged;
process.exit(run.summary.errors === 0 && deployed ? 0 : 1);

#!/usr/bin/env node
// Render-service benchmark (issue 27 "Targets"; not a test: figures of this machine and its load,
// which it prints). Serves the built shop through nginx as the journeys do, starts a render
// service of its own (no document cache) and measures, at 10 concurrent requests:
//   1. uncached renders per second and p99 of /product/1 and /store, at the service itself and
//      through nginx (a unique query per request), and through nginx's document cache;
//   2. the service's memory (RSS, worker threads included) after 1,000 renders and after 10,000
//      with 10 redeploys of a remote in between (each a new generation of workers).
// Run it in a network namespace of its own (fixed ports) after `pnpm build`:
//   netns-run pnpm --filter ./render-service bench [-- --seconds 15 --renders 10000
//     --redeploys 10 --record docs/benchmarks/render]
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveBuiltShop } from '../../scripts/bench/serve-built-shop.mjs';
import { repoRoot, stopAll, stopOnSignals } from '../../scripts/processes.mjs';
import { distOf, HOST, REMOTES, RENDER_SERVICE, waitForUrl } from '../../scripts/shop-layout.mjs';
import { runLoad } from './load.mjs';
import { recordRun } from './record.mjs';
import { deployableCopy } from './redeploy.mjs';
import { startRenderService } from './service-process.mjs';

const BENCH_SERVICE_PORT = 3030;
const COPY_PORT = 3031;
const CONCURRENCY = 10;
const ROUTES = ['/product/1', '/store'];
/** The memory run's mix: pages of every remote that renders shared content, both languages. */
const MIX = ['/', '/store', '/product/1', '/product/2', '/product/3', '/signin', '/store?page=2'];

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
};
const seconds = Number(option('seconds', '15'));
const renders = Number(option('renders', '10000'));
const redeploys = Number(option('redeploys', '10'));
const record = option('record', null);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** A unique query per request, so no cache answers it; German and Arabic in turn. */
const uncached = (base, path) => (index) =>
  `${base}${path}${path.includes('?') ? '&' : '?'}lang=${index % 2 ? 'ar' : 'de'}&bench=${index}-${Date.now()}`;

if (!existsSync(join(distOf(HOST), 'server', 'index.js'))) {
  console.error('host-shell/dist/server/index.js is missing: run "pnpm build" first.');
  process.exit(1);
}
stopOnSignals(() => []);
let exitCode = 0;
const closers = [];
try {
  const startedAt = new Date();
  const startLoad = load();
  console.log(`load (1, 5, 15 min) at start: ${startLoad}; ${cpus().length} CPUs shared`);
  const shop = await serveBuiltShop();
  if (!(await waitForUrl(`http://127.0.0.1:${RENDER_SERVICE.port}/readyz`, 120_000)))
    throw new Error("nginx's render service has no generation ready.");

  // The measured service: the product remote from a copy that can be "redeployed".
  const product = REMOTES.find((remote) => remote.remote === 'product');
  const copy = await deployableCopy(distOf(product), COPY_PORT);
  closers.push(copy);
  const config = JSON.parse(
    readFileSync(join(repoRoot, 'host-shell', 'public', 'runtime-config.json'), 'utf8'),
  );
  config.remotes.product = copy.manifestUrl;
  const runtimeConfigFile = join(mkdtempSync(join(tmpdir(), 'shop-render-bench-')), 'config.json');
  writeFileSync(runtimeConfigFile, JSON.stringify(config));
  const service = startRenderService({
    port: BENCH_SERVICE_PORT,
    runtimeConfigFile,
    publicOrigin: shop.origin,
  });
  let generation = await service.nextGeneration(null);

  const throughput = [];
  const measure = async (label, nextUrl) => {
    await runLoad({ concurrency: CONCURRENCY, nextUrl, durationMs: 3000 }); // warm-up
    const result = await runLoad({ concurrency: CONCURRENCY, nextUrl, durationMs: seconds * 1000 });
    throughput.push({ label, load: load(), ...result });
    console.log(
      `${label.padEnd(44)} ${result.perSecond.toFixed(1)} answers/s, ${result.rendersPerSecond.toFixed(1)} server renders/s, p50 ${Math.round(result.p50Ms)} ms, p99 ${Math.round(result.p99Ms)} ms; ${JSON.stringify(result.render)}${Object.keys(result.cache).length ? ` cache ${JSON.stringify(result.cache)}` : ''} (load ${load()})`,
    );
  };
  for (const path of ROUTES) {
    await measure(`${path} uncached, service`, uncached(service.origin, path));
    await measure(`${path} uncached, through nginx`, uncached(shop.origin, path));
    await measure(
      `${path} nginx document cache`,
      (index) => `${shop.origin}${path}?lang=${index % 2 ? 'ar' : 'de'}`,
    );
  }

  // Memory: renders of the mix, a redeploy at the start of each later segment.
  const mixUrl = (index) => uncached(service.origin, MIX[index % MIX.length])(index);
  let done = 0;
  const renderSome = async (count) => {
    const offset = done;
    const result = await runLoad({
      concurrency: CONCURRENCY,
      total: count,
      nextUrl: (index) => mixUrl(offset + index),
    });
    done += count;
    return result;
  };
  const settle = async () => {
    // The old generation retires after its deadline (2.5 s) + 1 s; then a quiet moment.
    await sleep(8000);
    return service.memory();
  };
  const memory = [];
  const first = await renderSome(Math.min(1000, renders));
  memory.push({
    renders: done,
    redeploys: 0,
    load: load(),
    ...(await settle()),
    render: first.render,
  });
  console.log(`memory after ${done} renders: ${JSON.stringify(memory.at(-1))}`);
  const segment = Math.floor((renders - done) / Math.max(1, redeploys));
  for (let deploy = 1; deploy <= redeploys; deploy += 1) {
    copy.redeploy();
    const [result, next] = await Promise.all([
      renderSome(deploy === redeploys ? renders - done : segment),
      service.nextGeneration(generation),
    ]);
    generation = next;
    const figures = { renders: done, redeploys: deploy, load: load(), ...service.memory() };
    memory.push({ ...figures, render: result.render, p99Ms: Math.round(result.p99Ms) });
    console.log(`after ${done} renders, redeploy ${deploy}: ${JSON.stringify(memory.at(-1))}`);
  }
  const last = { ...memory.at(-1), ...(await settle()), load: load() };
  memory[memory.length - 1] = last;
  const growth = last.rssMb / memory[0].rssMb - 1;
  console.log(
    `\nRSS after ${memory[0].renders} renders ${memory[0].rssMb.toFixed(0)} MB, after ${last.renders} renders and ${last.redeploys} redeploys ${last.rssMb.toFixed(0)} MB: ${(growth * 100).toFixed(1)} % (target at most 20 %: ${growth <= 0.2 ? 'met' : 'NOT met'})`,
  );
  const endLoad = load();
  console.log(`load (1, 5, 15 min) at end: ${endLoad}`);
  if (record) {
    const file = recordRun(join(repoRoot, record), {
      startedAt,
      loads: { start: startLoad, end: endLoad },
      cpus: cpus().length,
      settings: { concurrency: CONCURRENCY, seconds, renders, redeploys },
      throughput,
      memory,
      growth,
    });
    console.log(`Recorded: ${file} (and .json)`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  for (const closer of closers) closer.close();
  await stopAll([], exitCode);
}

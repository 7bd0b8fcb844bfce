// Writes one run of the render-service benchmark into docs/benchmarks/render/ as data (json) and
// as a Markdown summary (docs/benchmarks/render/README.md collects the runs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatRecordFiles } from '../../scripts/bench/format-record.mjs';

const round = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

/** @returns {string} the Markdown file written */
export function recordRun(dir, run) {
  mkdirSync(dir, { recursive: true });
  const stamp = run.startedAt.toISOString().slice(0, 16).replace(':', '');
  writeFileSync(join(dir, `${stamp}.json`), `${JSON.stringify(run, null, 2)}\n`);
  const { settings, throughput, memory, growth, loads } = run;
  const first = memory[0];
  const last = memory.at(-1);
  const lines = [
    `# Render service ${stamp.replace('T', ' ')} UTC`,
    '',
    `${run.cpus} CPUs shared with other engineers' work; load (1, 5, 15 min) ${loads.start} at start, ${loads.end} at end. ${settings.concurrency} concurrent requests, ${settings.seconds} s per row after a 3 s warm-up; "uncached" adds a unique query to each request; 2 render workers. Through the document cache the server-rendered answers are cached ones, not renders; the "through nginx" rows are rendered by nginx's own render service.`,
    '',
    '| what | answers/s | server-rendered answers/s | p50 (ms) | p99 (ms) | answers | load (1 min) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...throughput.map(
      (row) =>
        `| ${row.label} | ${round(row.perSecond, 1)} | ${round(row.rendersPerSecond, 1)} | ${round(row.p50Ms)} | ${round(row.p99Ms)} | ${Object.entries(
          { ...row.render, ...row.cache, errors: row.errors },
        )
          .map(([key, count]) => `${key} ${count}`)
          .join(', ')} | ${row.load.split(',')[0]} |`,
    ),
    '',
    `Memory (RSS of the service with its worker threads) over ${last.renders} uncached renders with ${last.redeploys} redeploys of the product remote (each a new generation of workers; a "render" is an answered request, the fallbacks of the 2.5 s deadline included):`,
    '',
    '| renders | redeploys | RSS (MB) | peak RSS (MB) | threads | load (1 min) |',
    '| --- | --- | --- | --- | --- | --- |',
    ...memory.map(
      (row) =>
        `| ${row.renders} | ${row.redeploys} | ${round(row.rssMb)} | ${round(row.peakRssMb)} | ${row.threads} | ${row.load.split(',')[0]} |`,
    ),
    '',
    `RSS after ${last.renders} renders is ${round(growth * 100, 1)} % above its level after ${first.renders} (target: at most 20 %): ${growth <= 0.2 ? 'met' : 'not met'}.`,
    '',
  ];
  const path = join(dir, `${stamp}.md`);
  writeFileSync(path, lines.join('\n'));
  formatRecordFiles([path, join(dir, `${stamp}.json`)]);
  return path;
}

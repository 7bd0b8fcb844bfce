// The rollout benchmark's report: a printed table, and with --record a run file pair under
// docs/benchmarks/ops/ (<date>-rollout.json with every figure, .md with the table) plus a row in
// that folder's summary table.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { formatRecordFiles } from './format-record.mjs';

/** nginx's access log (one JSON object per line): answers after a retry, and upstream failures. */
export function readAccessLog(file) {
  const retried = {};
  const upstreamFailures = {};
  if (!existsSync(file)) return { retried, upstreamFailures };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    const entry = JSON.parse(line);
    const statuses = String(entry.upstream_status).split(/\s*[,:]\s*/);
    if (statuses.length > 1) {
      const key = `${entry.method}: upstream ${statuses.join(', ')}`;
      retried[key] = (retried[key] ?? 0) + 1;
    }
    for (const status of statuses)
      if (/^(50[234])$/.test(status))
        upstreamFailures[status] = (upstreamFailures[status] ?? 0) + 1;
  }
  return { retried, upstreamFailures };
}

const list = (counts) =>
  Object.entries(counts)
    .map(([key, count]) => `${count} × ${key}`)
    .join('; ') || 'none';

export function reportTable(run) {
  const { summary, phases, edge } = run;
  const rows = [
    ['requests', summary.requests.toLocaleString('en')],
    ['by kind', list(summary.byKind)],
    ['errors', `${summary.errors} (${summary.errorsPer10k} per 10,000)`],
    ['error kinds', list(summary.errorKinds)],
    ['documents', list(summary.notes)],
    ['answered after a retry at the edge', list(edge.retried)],
    [
      'phases (s from start)',
      phases.map(({ name, at }) => `${name} ${(at / 1000).toFixed(1)}`).join('; '),
    ],
    ['load average', run.load.map((value) => value.toFixed(2)).join(' ')],
  ];
  return ['| figure | value |', '| --- | --- |', ...rows.map(([a, b]) => `| ${a} | ${b} |`)].join(
    '\n',
  );
}

/** Writes the run's files and its summary row; returns the paths written. */
export function recordRun(dir, run) {
  const stamp = run.date.slice(0, 16).replace(':', '');
  const base = join(dir, `${stamp}-rollout`);
  writeFileSync(`${base}.json`, `${JSON.stringify(run, null, 2)}\n`);
  writeFileSync(
    `${base}.md`,
    `# Rollout under traffic, ${run.date}\n\n\`pnpm bench:rollout --record\` (${run.settings}).\n\n${reportTable(run)}\n`,
  );
  const readme = join(dir, 'README.md');
  const row = `| [${stamp}](${stamp}-rollout.md) | ${run.settings} | ${run.summary.requests} | ${run.summary.errors} | ${run.summary.errorsPer10k} | ${list(run.summary.errorKinds)} | ${run.load[0].toFixed(1)} |`;
  writeFileSync(readme, `${readFileSync(readme, 'utf8').trimEnd()}\n${row}\n`);
  formatRecordFiles([`${base}.json`, `${base}.md`, readme]);
  return [`${base}.json`, `${base}.md`, readme];
}

export const machineLoad = () => loadavg();

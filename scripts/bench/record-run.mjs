// Writes one run of `pnpm bench:web` into the repository as data (json) and as the Markdown the
// benchmark printed, so runs can be compared over time (docs/benchmarks/web/README.md sums up).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatRecordFiles } from './format-record.mjs';
import { formatTable, missedTargets } from './summary.mjs';

/**
 * @param {string} dir
 * @param {{ startedAt: Date, header: string, rows: Array<{ route: string, language: string,
 *   figures: Record<string, number>, runs: Array<Record<string, number>> }>, problems: string[],
 *   settings: Record<string, unknown> }} run
 * @returns {string} the path of the Markdown file
 */
export function recordRun(dir, { startedAt, header, rows, problems, settings }) {
  mkdirSync(dir, { recursive: true });
  const stamp = startedAt.toISOString().slice(0, 16).replace(':', '');
  const data = {
    startedAt: startedAt.toISOString(),
    settings,
    rows: rows.map((row) => ({ ...row, missed: missedTargets(row.figures) })),
    problems,
  };
  writeFileSync(join(dir, `${stamp}.json`), `${JSON.stringify(data, null, 2)}\n`);
  const lines = [
    `# bench:web ${stamp.replace('T', ' ')} UTC`,
    '',
    header,
    '',
    formatTable(rows),
    '',
    problems.length
      ? `Runs that did not measure the intended page (left out):\n\n${problems.map((problem) => `- ${problem}`).join('\n')}`
      : 'Every run measured the intended, server-rendered page.',
    '',
  ];
  const path = join(dir, `${stamp}.md`);
  writeFileSync(path, lines.join('\n'));
  formatRecordFiles([path, join(dir, `${stamp}.json`)]);
  return path;
}

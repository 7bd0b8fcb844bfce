// Medians of the Lighthouse runs of each route and language, and the Markdown table the
// benchmark prints (docs/benchmarks/web/ keeps it as printed).

/** The middle value (the mean of the two middle ones for an even count); NaN when empty. */
export function median(values) {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The targets of every measured page, under Lighthouse's mobile settings (issue 27). */
export const TARGETS = {
  performance: { label: 'perf', met: (value) => value >= 95 },
  accessibility: { label: 'a11y', met: (value) => value === 100 },
  lcpMs: { label: 'LCP', met: (value) => value <= 2000 },
  cls: { label: 'CLS', met: (value) => value <= 0.02 },
  tbtMs: { label: 'TBT', met: (value) => value <= 200 },
};

/**
 * The median of each figure over the runs of one route and language (each figure on its own, as
 * Lighthouse's own median run would not give the median of every metric).
 * @param {Array<Record<string, number>>} runs
 */
export function medianFigures(runs) {
  const keys = Object.keys(runs[0] ?? {});
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
}

/** The labels of the targets the figures miss. */
export function missedTargets(figures) {
  return Object.entries(TARGETS)
    .filter(([key, target]) => !target.met(figures[key]))
    .map(([, target]) => target.label);
}

const COLUMNS = [
  'route',
  'lang',
  'perf',
  'a11y',
  'LCP (s)',
  'CLS',
  'TBT (ms)',
  'JS (KB)',
  'requests',
  'targets missed',
];

const fixed = (value, digits) => (Number.isNaN(value) ? '-' : value.toFixed(digits));

/**
 * A Markdown table of one row per route and language.
 * @param {Array<{ route: string, language: string, figures: Record<string, number> }>} rows
 */
export function formatTable(rows) {
  const cells = rows.map(({ route, language, figures }) => [
    `\`${route}\``,
    language,
    fixed(figures.performance, 0),
    fixed(figures.accessibility, 0),
    fixed(figures.lcpMs / 1000, 1),
    fixed(figures.cls, 3),
    fixed(figures.tbtMs, 0),
    fixed(figures.jsBytes / 1024, 1),
    fixed(figures.requests, 0),
    missedTargets(figures).join(', ') || 'none',
  ]);
  const widths = COLUMNS.map((column, index) =>
    Math.max(column.length, ...cells.map((row) => row[index].length)),
  );
  const line = (row) => `| ${row.map((cell, index) => cell.padEnd(widths[index])).join(' | ')} |`;
  return [
    line(COLUMNS),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...cells.map(line),
  ].join('\n');
}

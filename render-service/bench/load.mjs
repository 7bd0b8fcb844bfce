// A closed-loop load generator: `concurrency` shoppers each ask for the next URL as soon as their
// previous answer arrived, for a time or a number of requests. Counts how each answer was made
// (X-Shop-Render, nginx's X-Shop-Document-Cache), so a fallback is never counted as a render.

/** The value at quantile `q` (0..1) of sorted `values`, nearest rank; NaN when empty. */
export function percentile(sorted, q) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/**
 * @param {{ concurrency: number, nextUrl: (index: number) => string, durationMs?: number,
 *   total?: number, headers?: Record<string, string>, onAnswer?: (count: number) => void }} load
 */
export async function runLoad({ concurrency, nextUrl, durationMs, total, headers, onAnswer }) {
  const latencies = [];
  const render = {};
  const cache = {};
  const statuses = {};
  let errors = 0;
  let issued = 0;
  const started = performance.now();
  const more = () =>
    (total === undefined || issued < total) &&
    (durationMs === undefined || performance.now() - started < durationMs);
  const shopper = async () => {
    while (more()) {
      const url = nextUrl(issued);
      issued += 1;
      const sent = performance.now();
      try {
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        latencies.push(performance.now() - sent);
        const how = response.headers.get('x-shop-render') ?? '(none)';
        render[how] = (render[how] ?? 0) + 1;
        const hit = response.headers.get('x-shop-document-cache');
        if (hit) cache[hit] = (cache[hit] ?? 0) + 1;
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      } catch {
        errors += 1;
      }
      onAnswer?.(latencies.length + errors);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, shopper));
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length + errors,
    seconds,
    perSecond: latencies.length / seconds,
    /** Answers rendered on the server per second (fallbacks left out). */
    rendersPerSecond: (render.server ?? 0) / seconds,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? Number.NaN,
    render,
    cache,
    statuses,
    errors,
  };
}

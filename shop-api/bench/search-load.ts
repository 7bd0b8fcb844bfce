import { createRequire } from 'node:module';
import type { ProductSearchResult } from '@shop/shared-contracts/api/entities';
import { mixedQueries } from './search-queries';

/**
 * Run (b) of the search benchmark in its own process (so the load does not share the server's
 * or the orchestrator's event loop): autocannon at `connections` for `seconds` against the
 * server at `url`, every request's path from the realistic mix. Prints the result as JSON.
 */
type Result = {
  requests: { average: number };
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  requests: { setupRequest: (request: { path: string }) => { path: string } }[];
}) => Promise<Result>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const [url = '', connections = '50', seconds = '10'] = process.argv.slice(2);
const first = await fetch(`${url}/v1/products/search?per_page=1`);
const vocabulary = ((await first.json()) as { data: ProductSearchResult }).data.filters;
const next = mixedQueries(vocabulary);
const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  headers: { 'accept-encoding': 'gzip, deflate, br' },
  requests: [{ setupRequest: (request) => ({ ...request, path: next() }) }],
});
console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    failures: result.non2xx + result.errors + result.timeouts,
  }),
);

import { loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { searchIndex } from '../src/catalog/index/index-search';
import { parseQuery } from '../src/catalog/index/ts-text';
import { buildProductIndex } from '../src/catalog/memory-search';
import type { SearchOrder, SearchValues } from '../src/catalog/search-query';
import { openDatabase } from '../src/db/client';

/**
 * `tsx bench/search-index-probe.ts <schema>`: the in-memory search index alone, on a schema the
 * search benchmark seeded (BENCH_DATABASE_URL): how long it takes to build, the heap it keeps
 * (after a full collection) and the fastest of 20 runs of a few searches, without HTTP or the
 * product summaries. Prints the load average beside them: compare runs of similar load only.
 */
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://shop:shop@127.0.0.1:5432/shop_bench';
const schema = process.argv[2] ?? 'bench_search_50000';
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
const database = await openDatabase({ kind: 'postgres', url, searchPath: schema });
collect();
const heapBefore = process.memoryUsage().heapUsed;
const started = performance.now();
const index = await buildProductIndex(database.db);
const buildMs = performance.now() - started;
collect();
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
console.log(
  `${index.size} products: built in ${(buildMs / 1000).toFixed(1)} s, heap ${heapMb.toFixed(0)} MB, load ${loadavg()[0]?.toFixed(1)}`,
);

const cases: [string, SearchValues, SearchOrder, string | undefined][] = [
  ['every product, newest', {}, 'newest', undefined],
  ['a category by price', { category: 3 }, 'price_asc', undefined],
  [
    'category, colour and size',
    { category: 3, colors: ['#e53935'], sizes: ['M'] },
    'newest',
    undefined,
  ],
  ["'kleid' by relevance", { text: 'Kleid' }, 'relevance', "'kleid'"],
  ["'elegant' by relevance", { text: 'elegant' }, 'relevance', "'elegant'"],
];
for (const [name, values, order, query] of cases) {
  let fastest = Number.POSITIVE_INFINITY;
  let total = 0;
  for (let run = 0; run < 20; run++) {
    const t = performance.now();
    total = searchIndex(
      index,
      values,
      order,
      { limit: 15, offset: 0 },
      query ? parseQuery(query) : undefined,
    ).total;
    fastest = Math.min(fastest, performance.now() - t);
  }
  console.log(`${name}: ${fastest.toFixed(2)} ms (${total} matches)`);
}
await database.close();

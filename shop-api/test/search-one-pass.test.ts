import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchCounting } from '../src/catalog/search-counts';
import { facetStatements, facetsFrom } from '../src/catalog/search-facets';
import { loadSearchFilters, prepareFilterQueries } from '../src/catalog/search-filters';
import { countInOnePass } from '../src/catalog/search-one-pass';
import { type SearchValues, searchParams } from '../src/catalog/search-query';
import { compileSearchQuery } from '../src/catalog/search-text';
import { rowsOf } from '../src/db/rows';
import { createTestApp, type TestContext } from './support/test-app';

// A text search counts in one pass over its matches (search-one-pass.ts); every other search
// counts with the separate statements. Both must give the same numbers for the same filters.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ catalogCacheMs: 0 });
});
afterAll(() => ctx.close());

const red = '#e53935';
const cases: SearchValues[] = [
  { text: 'kleid' },
  { text: 'kleid', colors: [red], sizes: ['M'] },
  { text: 'kleid', category: 1, colors: [red] },
  { text: 'rot', sizes: ['M', 'L'], inStock: true, priceFrom: 1_000, priceTo: 20_000 },
  { text: 'jacke', vendor: 1, sizes: ['XL'] },
  { text: 'nichtsdergleichen' },
];

describe('the one-pass counts of a text search', () => {
  it('equal the separate statements’ total and facets for the same filters', async () => {
    const db = ctx.database.db;
    // Never sampled: both sides count exactly.
    const counting = searchCounting(db, 10_000_000);
    const facets = facetStatements(db);
    const filters = await loadSearchFilters(prepareFilterQueries(db));
    let found = 0;
    for (const values of cases) {
      const compiled = rowsOf<{ tsquery: string | null }>(
        await db.execute(compileSearchQuery(values.text ?? '')),
      );
      const tsquery = compiled[0]?.tsquery ?? null;
      const separate = await facets(
        values,
        filters,
        counting.planner(),
        (_k, load) => load(),
        tsquery,
      );
      const onePass = await countInOnePass(db, values, tsquery);
      const { categories, colors, sizes } = onePass;
      expect({
        values,
        facets: facetsFrom(
          filters,
          { byCategory: categories, byColor: colors, bySize: sizes },
          false,
        ),
      }).toEqual({ values, facets: separate.facets });
      expect({ values, total: onePass.total }).toEqual({
        values,
        total: await counting.exact(searchParams(values, tsquery)),
      });
      found += onePass.total;
    }
    // The cases find something, so equal counts are not equal zeros.
    expect(found).toBeGreaterThan(10);
  });
});

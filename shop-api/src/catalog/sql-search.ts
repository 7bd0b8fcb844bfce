import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import type { ProductSearch, SearchHit, SearchRequest } from './product-search';
import { correctedSearchText } from './search-correction';
import { searchCounting } from './search-counts';
import { facetStatements, facetsFrom } from './search-facets';
import { countInOnePass } from './search-one-pass';
import { searchParts } from './search-parts';
import { FEW_MATCHES, filterKeyOf, searchParams, searchStatements } from './search-query';
import { compileSearchQuery } from './search-text';

/**
 * The search as PostgreSQL statements (the design before the in-memory index, kept to compare
 * and as the fallback `SEARCH_INDEX=sql`): prepared statements per filter combination, counts
 * sampled in large catalogues, the parts of a page shared for `CATALOG_CACHE_MS`.
 */
export function sqlSearch(app: FastifyInstance): ProductSearch {
  const statements = searchStatements(app.db);
  const counting = searchCounting(app.db, app.config.searchExactCountLimit);
  const facets = facetStatements(app.db);
  const remember = searchParts(app.config.catalogCacheMs);
  const compiled = (text: string, db: Db) =>
    remember(`tsquery:${text}`, async () => {
      const rows = rowsOf<{ tsquery: string | null }>(await db.execute(compileSearchQuery(text)));
      return rows[0]?.tsquery ?? null;
    });

  const find = async ({ values, order, page, perPage, filters }: SearchRequest) => {
    const search = statements(values, order);
    const pageRange = { limit: perPage, offset: (page - 1) * perPage };
    const text = values.text;
    const tsquery = text === undefined ? undefined : await compiled(text, app.db);
    if (tsquery !== undefined && text !== undefined) {
      // A text search: its counts from one pass over its matches. A page by relevance ranks
      // every match anyway and runs beside them; another order waits for the total to choose
      // between sorting the matches and walking its index (FEW_MATCHES).
      const textParams = searchParams(values, tsquery);
      const textCounts = countInOnePass(app.db, values, tsquery);
      const [found, idRows, corrected] = await Promise.all([
        textCounts,
        order === 'relevance'
          ? search.ids.execute({ ...textParams, ...pageRange })
          : textCounts.then(({ total }) =>
              (total <= FEW_MATCHES ? search.fewIds : search.ids).execute({
                ...textParams,
                ...pageRange,
              }),
            ),
        remember(`corrected:${text}`, () => correctedSearchText(app.db, text)),
      ]);
      const counts = { byCategory: found.categories, byColor: found.colors, bySize: found.sizes };
      return {
        ids: idRows.map((row) => row.id),
        total: found.total,
        totalIsEstimate: false,
        facets: facetsFrom(filters, counts, false),
        correctedQuery: corrected,
      } satisfies SearchHit;
    }
    const params = searchParams(values, tsquery);
    const plan = counting.planner();
    const countTotal = () =>
      remember(`total:${filterKeyOf(values)}:${JSON.stringify(params)}`, async () => {
        const { total } = await plan(params);
        return total === undefined
          ? { total: await counting.exact(params), estimated: false }
          : { total, estimated: true };
      });
    const counted = facets(values, filters, plan, remember, tsquery);
    const totalOf =
      values.category === undefined ? counted.then((found) => found.withoutCategory) : countTotal();
    // The page's query depends on how many products match (FEW_MATCHES).
    const pageIds = async () => {
      const { total } = await totalOf;
      const statement = search.filtered && total <= FEW_MATCHES ? search.fewIds : search.ids;
      return statement.execute({ ...params, ...pageRange });
    };
    const [{ total, estimated }, idRows, { facets: counts }] = await Promise.all([
      totalOf,
      pageIds(),
      counted,
    ]);
    return {
      ids: idRows.map((row) => row.id),
      total,
      totalIsEstimate: estimated,
      facets: counts,
    } satisfies SearchHit;
  };
  return { find, close: async () => {} };
}

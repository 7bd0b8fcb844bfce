import type { ProductSearchResult, SearchFilters } from '@shop/shared-contracts/api/entities';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { contractRoute } from '../http/contract-route';
import { answer } from '../http/envelope';
import { AnswerCache } from './answer-cache';
import { loadProductSummaries } from './product-loader';
import { correctedSearchText } from './search-correction';
import { searchCounting } from './search-counts';
import { facetStatements, facetsFrom } from './search-facets';
import { loadSearchFilters, prepareFilterQueries } from './search-filters';
import { countInOnePass } from './search-one-pass';
import { searchParts } from './search-parts';
import {
  FEW_MATCHES,
  filterKeyOf,
  searchOrderOf,
  searchParams,
  searchStatements,
  searchValues,
} from './search-query';
import { compileSearchQuery } from './search-text';
import { ShortCache } from './short-cache';
import { SummaryCache } from './summary-cache';

const pageFigures = (page: number, perPage: number, total: number) => ({
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  total,
  per_page: perPage,
});

export function registerSearchRoute(app: FastifyInstance): void {
  const filterQueries = prepareFilterQueries(app.db);
  const statements = searchStatements(app.db);
  const counting = searchCounting(app.db, app.config.searchExactCountLimit);
  const facets = facetStatements(app.db);
  const cache = new AnswerCache(app.config.catalogCacheMs);
  const remember = searchParts(app.config.catalogCacheMs);
  const summaries = new SummaryCache(app.config.catalogCacheMs, (ids) =>
    loadProductSummaries(app.db, app.config.publicUrl, ids),
  );
  const compiled = (text: string, db: Db) =>
    remember(`tsquery:${text}`, async () => {
      const rows = rowsOf<{ tsquery: string | null }>(await db.execute(compileSearchQuery(text)));
      return rows[0]?.tsquery ?? null;
    });
  // The vocabulary does not depend on the query: one load per period serves every search.
  const vocabulary = new ShortCache<SearchFilters>(app.config.catalogCacheMs, 1);
  contractRoute(
    app,
    'GET /v1/products/search',
    {
      tags: ['catalog'],
      description:
        'Products in list form (no descriptions, short variants), the sidebar vocabulary (`filters`, the same for every query) and `facets`: for every category, colour and size, how many products match it with all other active filters.',
    },
    (request, reply) =>
      cache.reply(request, reply, JSON.stringify(request.query), async () => {
        const query = request.query;
        const page = query.page ?? 1;
        const perPage = query.per_page ?? 15;
        const values = searchValues(query);
        const search = statements(values, searchOrderOf(query, values));
        const filters = await vocabulary.get('filters', () => loadSearchFilters(filterQueries));
        const tsquery = values.text === undefined ? undefined : await compiled(values.text, app.db);
        const text = values.text;
        if (tsquery !== undefined && text !== undefined) {
          // A text search: its counts from one pass over its matches. A page by relevance ranks
          // every match anyway and runs beside them; another order waits for the total to choose
          // between sorting the matches and walking its index (FEW_MATCHES), as below.
          const textParams = searchParams(values, tsquery);
          const textCounts = countInOnePass(app.db, values, tsquery);
          const pageRange = { limit: perPage, offset: (page - 1) * perPage };
          const [found, idRows, corrected] = await Promise.all([
            textCounts,
            searchOrderOf(query, values) === 'relevance'
              ? search.ids.execute({ ...textParams, ...pageRange })
              : textCounts.then(({ total }) =>
                  (total <= FEW_MATCHES ? search.fewIds : search.ids).execute({
                    ...textParams,
                    ...pageRange,
                  }),
                ),
            remember(`corrected:${text}`, () => correctedSearchText(app.db, text)),
          ]);
          return answer('GET /v1/products/search', {
            products: {
              data: await summaries.get(idRows.map((row) => row.id)),
              ...pageFigures(page, perPage, found.total),
              total_is_estimate: false,
            },
            filters,
            facets: facetsFrom(
              filters,
              { byCategory: found.categories, byColor: found.colors, bySize: found.sizes },
              false,
            ),
            corrected_query: corrected,
          });
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
          values.category === undefined
            ? counted.then((found) => found.withoutCategory)
            : countTotal();
        // The page's query depends on how many products match (FEW_MATCHES).
        const pageIds = async () => {
          const { total } = await totalOf;
          const statement = search.filtered && total <= FEW_MATCHES ? search.fewIds : search.ids;
          return statement.execute({ ...params, limit: perPage, offset: (page - 1) * perPage });
        };
        const [{ total, estimated }, idRows, { facets: counts }] = await Promise.all([
          totalOf,
          pageIds(),
          counted,
        ]);
        const data: ProductSearchResult = {
          products: {
            data: await summaries.get(idRows.map((row) => row.id)),
            ...pageFigures(page, perPage, total),
            total_is_estimate: estimated,
          },
          filters,
          facets: counts,
        };
        return answer('GET /v1/products/search', data);
      }),
  );
}

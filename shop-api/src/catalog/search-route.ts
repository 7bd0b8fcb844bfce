import type { ProductSearchResult, SearchFilters } from '@shop/shared-contracts/api/entities';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route';
import { answer } from '../http/envelope';
import { AnswerCache } from './answer-cache';
import { GenerationCache } from './changes/generation-cache';
import { loadProductSummaries } from './product-loader';
import { loadSearchFilters, prepareFilterQueries } from './search-filters';
import { type SearchOrder, type SearchValues, searchOrderOf, searchValues } from './search-query';
import { SummaryCache } from './summary-cache';

const pageFigures = (page: number, perPage: number, total: number) => ({
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  total,
  per_page: perPage,
});

/**
 * The cache key of a search: its meaning, not its spelling (parameter order, `#1E88E5` or
 * `0xFF1e88e5`, colours in any order and a missing page are one key).
 */
function normalisedKey(values: SearchValues, order: SearchOrder, page: number, perPage: number) {
  const sorted = {
    ...values,
    ...(values.colors ? { colors: [...values.colors].sort() } : {}),
    ...(values.sizes ? { sizes: [...values.sizes].sort() } : {}),
  };
  const keys = Object.keys(sorted).sort() as (keyof SearchValues)[];
  return JSON.stringify([keys.map((key) => [key, sorted[key]]), order, page, perPage]);
}

export function registerSearchRoute(app: FastifyInstance): void {
  const filterQueries = prepareFilterQueries(app.db);
  const cache = new AnswerCache(app.config.catalogCacheMs, app.catalogChanges);
  const summaries = new SummaryCache(
    app.config.catalogCacheMs,
    (ids) => loadProductSummaries(app.db, app.config.publicUrl, ids),
    20_000,
    undefined,
    app.catalogChanges,
  );
  // The sidebar vocabulary does not depend on the query: one load per catalogue change.
  const vocabulary = new GenerationCache<SearchFilters>(app.catalogChanges, 1);
  contractRoute(
    app,
    'GET /v1/products/search',
    {
      tags: ['catalog'],
      description:
        'Products in list form (no descriptions, short variants), the sidebar vocabulary (`filters`, the same for every query) and `facets`: for every category, colour and size, how many products match it with all other active filters.',
    },
    (request, reply) => {
      const query = request.query;
      const page = query.page ?? 1;
      const perPage = query.per_page ?? 15;
      const values = searchValues(query);
      const order = searchOrderOf(query, values);
      return cache.reply(request, reply, normalisedKey(values, order, page, perPage), async () => {
        const filters = await vocabulary.get('filters', () => loadSearchFilters(filterQueries));
        const hit = await app.productSearch.find({ values, order, page, perPage, filters });
        const data: ProductSearchResult = {
          products: {
            data: await summaries.get(hit.ids),
            ...pageFigures(page, perPage, hit.total),
            total_is_estimate: hit.totalIsEstimate,
          },
          filters,
          facets: hit.facets,
          ...(hit.correctedQuery === undefined ? {} : { corrected_query: hit.correctedQuery }),
        };
        return answer('GET /v1/products/search', data);
      });
    },
  );
}

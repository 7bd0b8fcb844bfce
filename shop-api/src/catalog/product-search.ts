import type { SearchFacets, SearchFilters } from '@shop/shared-contracts/api/entities';
import type { SearchOrder, SearchValues } from './search-query';

/** One page of a store search, before the products' summaries are loaded. */
export type SearchHit = {
  ids: number[];
  total: number;
  totalIsEstimate: boolean;
  facets: SearchFacets;
  /** For a text search: the text as read when a word was corrected, else null. */
  correctedQuery?: string | null;
};

export type SearchRequest = {
  values: SearchValues;
  order: SearchOrder;
  page: number;
  perPage: number;
  /** The sidebar vocabulary the facets are listed by. */
  filters: SearchFilters;
};

/**
 * The store search behind `GET /v1/products/search`, whatever answers it: the in-memory index of
 * each API instance (`memory-search.ts`, the default) or PostgreSQL's statements
 * (`sql-search.ts`, `SEARCH_INDEX=sql`). A dedicated engine would be a third implementation
 * (docs/operations/scaling.md).
 */
export interface ProductSearch {
  find(request: SearchRequest): Promise<SearchHit>;
  close(): Promise<void>;
}

/** Types of `GET /v1/products/search-hints`: what the store offers when a search finds nothing. */
import type { Static } from 'typebox';
import type * as search from './schema/search';

/** `q`: the text that found nothing. */
export type SearchHintsQuery = Static<typeof search.textQuery>;

/** A corrected text that finds products (or null) and the nearest categories (at most 4). */
export type SearchHints = Static<typeof search.searchHints>;

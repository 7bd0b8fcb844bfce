/** Types of `GET /v1/products/suggest`: what the header search offers while the shopper types. */
import type { Static } from 'typebox';
import type * as search from './schema/search';

/** At most this many products and categories come back for one text. */
export const SUGGEST_PRODUCT_LIMIT = 6;
export const SUGGEST_CATEGORY_LIMIT = 4;
/** Texts shorter than this (after trimming) get no suggestions: they would match almost anything. */
export const SUGGEST_MIN_LENGTH = 2;
/** The longest text accepted (longer ones are refused with 422), the store search's limit too. */
export const SUGGEST_MAX_LENGTH = 100;

export type SuggestQuery = Static<typeof search.textQuery>;

export type ProductSuggestion = SearchSuggestions['products'][number];

export type CategorySuggestion = Static<typeof search.categorySuggestion>;

export type SearchSuggestions = Static<typeof search.searchSuggestions>;

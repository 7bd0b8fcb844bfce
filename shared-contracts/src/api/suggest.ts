/** Types of `GET /v1/products/suggest`: what the header search offers while the shopper types. */

/** At most this many products and categories come back for one text. */
export const SUGGEST_PRODUCT_LIMIT = 6;
export const SUGGEST_CATEGORY_LIMIT = 4;
/** Texts shorter than this (after trimming) get no suggestions: they would match almost anything. */
export const SUGGEST_MIN_LENGTH = 2;
/** The longest text accepted (longer ones are refused with 422), the store search's limit too. */
export const SUGGEST_MAX_LENGTH = 100;

export interface SuggestQuery {
  /** The text typed so far; the same folding and typo tolerance as the store search's `q`. */
  q: string;
}

export interface ProductSuggestion {
  id: number;
  name_german: string;
  name_arabic: string;
  /** Absolute URL of the product's first picture, or null when it has none. */
  image_url: string | null;
  /** The lowest variant price, in euros. */
  min_price: number;
}

export interface CategorySuggestion {
  id: number;
  name_german: string;
  name_arabic: string;
  /** The parent category, or null for a top-level one. */
  parent_id: number | null;
}

/** Both lists ordered by relevance, most relevant first. */
export interface SearchSuggestions {
  products: ProductSuggestion[];
  categories: CategorySuggestion[];
}

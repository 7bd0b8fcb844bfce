/** Types of `GET /v1/products/search-hints`: what the store offers when a search finds nothing. */
import type { CategorySuggestion } from './suggest';

export interface SearchHintsQuery {
  /** The text that found nothing. */
  q: string;
}

export interface SearchHints {
  /**
   * A corrected text that finds products (typos fixed, or a word left out that no product has
   * together with the others), or null when there is none.
   */
  did_you_mean: string | null;
  /** The categories nearest to the text, or the top-level ones when none is near; at most 4. */
  categories: CategorySuggestion[];
}

/** Schemas of the store search, the header's suggestions and the hints for an empty search. */
import { Type } from 'typebox';
import { SUGGEST_MAX_LENGTH } from '../suggest';
import { names, productSummary } from './catalog';
import {
  arrayOf,
  bool,
  id,
  int,
  num,
  object,
  oneOf,
  page,
  paginated,
  perPage,
  str,
} from './primitives';

export const sortKey = oneOf(['newest', 'price_asc', 'price_desc', 'rating', 'best_selling']);
/** The longest search text accepted (longer ones are refused with 422). */
const SEARCH_TEXT_MAX = SUGGEST_MAX_LENGTH;

const filterValues = Type.Optional(Type.Array(str(20, 1), { maxItems: 20 }));
const price = Type.Optional(Type.Number({ minimum: 0, maximum: 1000000 }));

export const productSearchQuery = object({
  category_id: Type.Optional(id),
  /** One seller's products (the product page's seller card links to them). */
  vendor_id: Type.Optional(id),
  color: filterValues,
  size: filterValues,
  price_from: price,
  price_to: price,
  /** 1: only products with a variant in stock (a colour or size filter implies it already). */
  in_stock: Type.Optional(oneOf([0, 1])),
  /** Without it: by relevance when `q` is given, else newest. */
  sort_by: Type.Optional(sortKey),
  page,
  per_page: perPage,
  /** Text search over German and Arabic names, forgiving typos, case, umlauts and diacritics. */
  q: Type.Optional(str(SEARCH_TEXT_MAX)),
});

const option = object({ value: str(40), ...names });
export const searchFilters = object({
  categories: arrayOf(
    object({ id: int, ...names, subcategories: arrayOf(object({ id: int, ...names })) }),
  ),
  /** Colour values: `#rrggbb` or `0xFFrrggbb`. */
  colors: arrayOf(str(40)),
  /** The same colours with their names, so a swatch can be named to the shopper. */
  color_options: arrayOf(option),
  sizes: arrayOf(option),
  price_range: object({ min: num, max: num }),
  sort_options: arrayOf(object({ key: sortKey, ...names })),
});

const facetList = <T extends typeof int | ReturnType<typeof str>>(value: T) =>
  arrayOf(object({ value, count: int }));
export const searchFacets = object({
  /**
   * True when a count was estimated from a sample (its set is larger than 10,000 products). The
   * API always sends it; optional so that answers recorded before it still type-check.
   */
  estimated: Type.Optional(bool),
  categories: facetList(int),
  colors: facetList(str(40)),
  sizes: facetList(str(40)),
});

const listPage = paginated(productSummary);
export const productSearchResult = object({
  /** `total_is_estimate`: `total` is estimated (show it as "about"); optional like `estimated`. */
  products: object({ ...listPage.properties, total_is_estimate: Type.Optional(bool) }),
  filters: searchFilters,
  facets: searchFacets,
  /**
   * The text as searched when the API corrected a typo in it ("Kleid" for "Kleidd"), so the page
   * names what the results are for; null when it searched the text as typed. Optional: answers
   * of API versions before it still type-check.
   */
  corrected_query: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'] })),
});

/** `q` of the suggestions and hints: required and not empty. */
export const textQuery = object({ q: str(SEARCH_TEXT_MAX, 1) });

export const categorySuggestion = object({
  id: int,
  ...names,
  /** The parent category, or null for a top-level one. */
  parent_id: Type.Unsafe<number | null>({ type: ['integer', 'null'] }),
});

export const searchSuggestions = object({
  products: arrayOf(
    object({
      id: int,
      ...names,
      /** Absolute URL of the product's first picture, or null when it has none. */
      image_url: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
      /** The lowest variant price, in euros. */
      min_price: num,
    }),
  ),
  categories: arrayOf(categorySuggestion),
});

export const searchHints = object({
  /** A corrected text that finds products, or null when there is none. */
  did_you_mean: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
  /** The categories nearest to the text, or the top-level ones when none is near; at most 4. */
  categories: arrayOf(categorySuggestion),
});

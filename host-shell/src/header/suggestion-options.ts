import type { SearchSuggestions } from '@shop/shared-contracts/api/suggest';
import { localizedName } from '@shop/shared-contracts/format/localized';
import { formatEuro } from '@shop/shared-contracts/format/money';
import { routes } from '@shop/shared-contracts/routes';

/** One choice of the suggestion list, as the combobox shows and opens it. */
export interface SuggestionOption {
  /** DOM id, for `aria-activedescendant`. */
  id: string;
  kind: 'product' | 'category';
  label: string;
  href: string;
  /** Products only: the lowest price in the shopper's language, and the picture. */
  price?: string;
  imageUrl?: string | null;
}

export interface SuggestionGroups {
  products: SuggestionOption[];
  categories: SuggestionOption[];
  /** Products then categories: the order the arrow keys walk. */
  all: SuggestionOption[];
}

export const NO_SUGGESTIONS: SuggestionGroups = { products: [], categories: [], all: [] };

/** The API's suggestions as options named in `language`, with ids under `idPrefix`. */
export function suggestionOptions(
  suggestions: SearchSuggestions,
  language: string,
  idPrefix: string,
): SuggestionGroups {
  const products = suggestions.products.map<SuggestionOption>((product) => ({
    id: `${idPrefix}-product-${product.id}`,
    kind: 'product',
    label: localizedName(product, language),
    href: routes.product(product.id),
    price: formatEuro(product.min_price, language),
    imageUrl: product.image_url,
  }));
  const categories = suggestions.categories.map<SuggestionOption>((category) => ({
    id: `${idPrefix}-category-${category.id}`,
    kind: 'category',
    label: localizedName(category, language),
    href: routes.store({ category_id: category.id }),
  }));
  return { products, categories, all: [...products, ...categories] };
}

/**
 * The option the arrow keys lead to from `current` (-1: none, focus stays in the field): down
 * from the field goes to the first, up to the last, and both wrap around the ends.
 */
export function nextActiveIndex(current: number, count: number, key: 'ArrowDown' | 'ArrowUp') {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}

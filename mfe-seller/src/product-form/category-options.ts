import type { SellerOptions } from '@shop/shared-contracts/api/marketplace';
import { intlLocale } from '@shop/shared-contracts/format/locale';
import { localizedName } from '@shop/shared-contracts/format/localized';

type Category = SellerOptions['categories'][number];

export interface CategoryOption {
  id: number;
  name: string;
  /** 0 for a main category, 1 for one of its sub-categories, and so on. */
  depth: number;
}

/**
 * The categories as the picker lists them: each main category followed by its sub-categories,
 * every level sorted by name in the language. A category whose parent is not offered stands
 * on the first level, so none goes missing.
 */
export function categoryOptions(
  categories: readonly Category[],
  language: string,
): CategoryOption[] {
  const collator = new Intl.Collator(intlLocale(language));
  const offered = new Set(categories.map((category) => category.id));
  const childrenOf = new Map<number | null, Category[]>();
  for (const category of categories) {
    const parent =
      category.parent_id !== null && offered.has(category.parent_id) ? category.parent_id : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), category]);
  }
  const listed: CategoryOption[] = [];
  const seen = new Set<number>();
  const visit = (parent: number | null, depth: number) => {
    const named = (childrenOf.get(parent) ?? []).map((category) => ({
      id: category.id,
      name: localizedName(category, language),
      depth,
    }));
    for (const option of named.sort((a, b) => collator.compare(a.name, b.name))) {
      if (seen.has(option.id)) continue;
      seen.add(option.id);
      listed.push(option);
      visit(option.id, depth + 1);
    }
  };
  visit(null, 0);
  return listed;
}

import type { Category } from '@shop/shared-contracts/api/entities';
import { localizedName } from '@shop/shared-contracts/format/localized';
import type { Language } from '@shop/shared-contracts/i18n/languages';
import type { CategoryPath } from './seo-input';

/**
 * The category `id` with its parent, named in `language`, from the category tree the header
 * already loads (`GET /v1/categories`): what `pageHead` needs for a store category's title and
 * the breadcrumb of a store or product page. Null when the tree has no such category.
 */
export function categoryPath(
  tree: readonly Category[],
  id: number,
  language: Language,
): CategoryPath | null {
  for (const parent of tree) {
    if (parent.id === id) return { id, name: localizedName(parent, language), parents: [] };
    const child = parent.sub_categories.find((sub) => sub.id === id);
    if (child) {
      return {
        id,
        name: localizedName(child, language),
        parents: [{ id: parent.id, name: localizedName(parent, language) }],
      };
    }
  }
  return null;
}

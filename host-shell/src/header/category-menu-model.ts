import type { Category } from '@shop/shared-contracts/api/entities';
import { localizedName } from '@shop/shared-contracts/format/localized';
import type { Language } from '@shop/shared-contracts/i18n/languages';
import { routes } from '@shop/shared-contracts/routes';
import { imageUrl } from '@shop/shared-platform/runtime/runtime-config-store';

export interface CategoryLink {
  id: number;
  name: string;
  href: string;
  image: string;
}

export interface FeaturedTile {
  /** Translation key of the tile's title. */
  labelKey: 'megaMenu.recentlyAdded' | 'megaMenu.bestSellers';
  href: string;
  image: string;
}

export type CategoryMenuEntry =
  | ({ kind: 'group'; tiles: FeaturedTile[]; children: CategoryLink[] } & CategoryLink)
  | ({ kind: 'link' } & CategoryLink);

/**
 * Spec §2: a category with sub-categories becomes a group with two featured tiles and its
 * sub-category list; one without stays a plain link. Everything leads to /store?category_id=.
 */
export function buildCategoryMenu(categories: Category[], lng: Language): CategoryMenuEntry[] {
  return categories.map((category) => {
    const link: CategoryLink = {
      id: category.id,
      name: localizedName(category, lng),
      href: routes.store({ category_id: category.id }),
      image: imageUrl(category.image),
    };
    if (!category.sub_categories?.length) return { kind: 'link', ...link };
    return {
      kind: 'group',
      ...link,
      tiles: [
        {
          labelKey: 'megaMenu.recentlyAdded',
          href: routes.store({ category_id: category.id, sort_by: 'newest' }),
          image: link.image,
        },
        {
          labelKey: 'megaMenu.bestSellers',
          href: routes.store({ category_id: category.id, sort_by: 'best_selling' }),
          image: link.image,
        },
      ],
      children: category.sub_categories.map((sub) => ({
        id: sub.id,
        name: localizedName(sub, lng),
        href: routes.store({ category_id: sub.id }),
        image: imageUrl(sub.image),
      })),
    };
  });
}

import type { Category } from '@shop/shared-contracts/api/entities';

export interface CategoryTile {
  id: number;
  image: string | null;
  name_german: string;
  name_arabic: string;
}

/** Every category, each parent followed by its sub-categories (the carousel's order). */
export function flattenCategories(categories: Category[]): CategoryTile[] {
  return categories.flatMap((parent) => [
    parent,
    ...parent.sub_categories.map((child) => ({ ...child, image: child.image ?? parent.image })),
  ]);
}

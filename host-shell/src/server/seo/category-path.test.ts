import type { Category } from '@shop/shared-contracts/api/entities';
import { describe, expect, it } from 'vitest';
import { categoryPath } from './category-path';

const names = (german: string, arabic: string) => ({
  image: null,
  name_german: german,
  name_arabic: arabic,
  slug_german: german.toLowerCase(),
  slug_arabic: arabic,
});

const TREE: Category[] = [
  {
    id: 3,
    ...names('Mode', 'أزياء'),
    sub_categories: [{ id: 9, parent_id: 3, ...names('Hemden', 'قمصان') }],
  },
  { id: 4, ...names('Technik', 'تقنية'), sub_categories: [] },
];

describe('categoryPath', () => {
  it('names a sub-category with its parent in the page language', () => {
    expect(categoryPath(TREE, 9, 'ar')).toEqual({
      id: 9,
      name: 'قمصان',
      parents: [{ id: 3, name: 'أزياء' }],
    });
  });

  it('names a top category without parents, and nothing for an unknown id', () => {
    expect(categoryPath(TREE, 4, 'du')).toEqual({ id: 4, name: 'Technik', parents: [] });
    expect(categoryPath(TREE, 99, 'du')).toBeNull();
  });
});

import type { Category } from '@shop/shared-contracts/api/entities';
import {
  clearRuntimeConfig,
  setRuntimeConfig,
} from '@shop/shared-platform/runtime/runtime-config-store';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderHost } from '../testing/render-host';
import { setupTestI18n } from '../testing/test-i18n';
import { CategoryMegaMenu } from './category-mega-menu';
import { buildCategoryMenu } from './category-menu-model';

const categories: Category[] = [
  {
    id: 1,
    image: 'categories/fashion.jpg',
    name_german: 'Mode',
    name_arabic: 'أزياء',
    slug_german: 'mode',
    slug_arabic: 'azya',
    sub_categories: [
      {
        id: 11,
        parent_id: 1,
        image: null,
        name_german: 'Schuhe',
        name_arabic: 'أحذية',
        slug_german: 's',
        slug_arabic: 'a',
      },
      {
        id: 12,
        parent_id: 1,
        image: null,
        name_german: 'Jacken',
        name_arabic: 'سترات',
        slug_german: 'j',
        slug_arabic: 'b',
      },
    ],
  },
  {
    id: 2,
    image: null,
    name_german: 'Bücher',
    name_arabic: 'كتب',
    slug_german: 'buecher',
    slug_arabic: 'kutub',
    sub_categories: [],
  },
];

beforeAll(async () => {
  await setupTestI18n('en');
  setRuntimeConfig({
    apiBaseUrl: 'http://api.test',
    storageBaseUrl: 'http://api.test/storage/',
    remotes: { catalog: '', product: '', cartCheckout: '', account: '', auth: '', seller: '' },
  });
});
afterAll(() => clearRuntimeConfig());
afterEach(() => cleanup());

describe('buildCategoryMenu', () => {
  it('turns a category with children into a group with two featured tiles', () => {
    const [group, plain] = buildCategoryMenu(categories, 'du');
    expect(group).toMatchObject({
      kind: 'group',
      name: 'Mode',
      href: '/store?category_id=1',
      image: 'http://api.test/storage/categories/fashion.jpg',
      tiles: [
        { labelKey: 'megaMenu.recentlyAdded', href: '/store?category_id=1&sort_by=newest' },
        { labelKey: 'megaMenu.bestSellers', href: '/store?category_id=1&sort_by=best_selling' },
      ],
      children: [
        { id: 11, name: 'Schuhe', href: '/store?category_id=11' },
        { id: 12, name: 'Jacken', href: '/store?category_id=12' },
      ],
    });
    expect(plain).toMatchObject({ kind: 'link', name: 'Bücher', href: '/store?category_id=2' });
  });

  it('names categories in Arabic for ar', () => {
    expect(buildCategoryMenu(categories, 'ar').map((entry) => entry.name)).toEqual([
      'أزياء',
      'كتب',
    ]);
  });
});

describe('CategoryMegaMenu', () => {
  it('renders plain links and opens a group panel with tiles and sub-categories', async () => {
    renderHost(<CategoryMegaMenu entries={buildCategoryMenu(categories, 'du')} />);
    expect(screen.getByRole('link', { name: 'Bücher' }).getAttribute('href')).toBe(
      '/store?category_id=2',
    );
    expect(screen.queryByRole('link', { name: 'Schuhe' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Mode' }));
    // The panel's code loads on demand; the whole panel, tiles included, is the group's
    // navigation landmark.
    const panel = await screen.findByRole('navigation', { name: 'Mode' });
    expect(within(panel).getByRole('link', { name: 'Recently added' }).getAttribute('href')).toBe(
      '/store?category_id=1&sort_by=newest',
    );
    expect(within(panel).getByRole('link', { name: 'Best sellers' }).getAttribute('href')).toBe(
      '/store?category_id=1&sort_by=best_selling',
    );
    expect(within(panel).getByRole('link', { name: 'Schuhe' }).getAttribute('href')).toBe(
      '/store?category_id=11',
    );

    fireEvent.click(within(panel).getByRole('link', { name: 'Jacken' }));
    expect(screen.getByTestId('location').textContent).toBe('/store?category_id=12');
  });
});

import type { Category } from '@shop/shared-contracts/api/entities';
import { apiError, apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import CategoriesPage from './categories-page';

const server = setupApiServer();

const names = (id: number, german: string, arabic: string) => ({
  id,
  name_german: german,
  name_arabic: arabic,
  slug_german: german.toLowerCase(),
  slug_arabic: arabic,
  image: `categories/${id}.svg`,
});

const shoes: Category = {
  ...names(3, 'Schuhe', 'أحذية'),
  sub_categories: [{ ...names(31, 'Sneaker', 'أحذية رياضية'), parent_id: 3 }],
};
const bags: Category = { ...names(4, 'Taschen', 'حقائب'), sub_categories: [] };

const renderIn = (language: 'du' | 'ar') =>
  renderRemotePage(<CategoriesPage />, { route: '/categories', language, namespaces: ['catalog'] });

describe('CategoriesPage', () => {
  it('lists every category and sub-category in German, each leading into the store', async () => {
    server.use(apiHandler('GET /v1/categories', () => [shoes, bags]));
    await renderIn('du');
    const shoesLink = await screen.findByRole('link', { name: 'Schuhe' });
    expect(shoesLink.getAttribute('href')).toBe('/store?category_id=3');
    expect(screen.getByRole('link', { name: 'Sneaker' }).getAttribute('href')).toBe(
      '/store?category_id=31',
    );
    expect(screen.getByRole('link', { name: 'Taschen' }).getAttribute('href')).toBe(
      '/store?category_id=4',
    );
    const images = document.querySelectorAll('img');
    expect(images[0]?.getAttribute('src')).toBe('http://api.test/storage/categories/3.svg');
  });

  it('uses the Arabic names in Arabic', async () => {
    server.use(apiHandler('GET /v1/categories', () => [shoes]));
    await renderIn('ar');
    expect(await screen.findByRole('link', { name: 'أحذية' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'أحذية رياضية' })).toBeTruthy();
  });

  it('says so when the categories cannot be loaded and loads them on retry', async () => {
    const categories = vi.fn().mockReturnValueOnce(apiError(500, 'Server Error'));
    categories.mockReturnValue([bags]);
    server.use(apiHandler('GET /v1/categories', categories));
    await renderIn('du');
    expect(await screen.findByText('Das konnte nicht geladen werden.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('link', { name: 'Taschen' })).toBeTruthy();
    expect(categories).toHaveBeenCalledTimes(2);
  });
});

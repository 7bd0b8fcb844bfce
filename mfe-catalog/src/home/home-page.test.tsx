import type { Category } from '@shop/shared-contracts/api/entities';
import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../public/locales/en/catalog.json';
import CategoriesPage from '../categories/categories-page';
import HomePage from './home-page';

const server = setupApiServer();
const category = (id: number) => ({ id, sub_categories: [] }) as unknown as Category;

describe('HomePage', () => {
  it('marks its root as the catalog remote and shows its title', async () => {
    server.use(apiHandler('GET /v1/categories', () => []));
    await renderRemotePage(<HomePage />, { namespaces: ['catalog'] });
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title.textContent).toBe(en.home.title);
    expect(title.closest('[data-remote="catalog"]')).not.toBeNull();
  });

  it('shows how many categories the API returned', async () => {
    server.use(apiHandler('GET /v1/categories', () => [category(1), category(2), category(3)]));
    await renderRemotePage(<HomePage />, { namespaces: ['catalog'] });
    expect(await screen.findByText('3 categories to explore')).toBeTruthy();
  });

  it('shares one categories request with every other view on the page', async () => {
    const categories = vi.fn(() => [category(1)]);
    server.use(apiHandler('GET /v1/categories', categories));
    await renderRemotePage(
      <>
        <HomePage />
        <CategoriesPage />
      </>,
      { namespaces: ['catalog'] },
    );
    expect(await screen.findByText('1 category to explore')).toBeTruthy();
    expect(categories).toHaveBeenCalledTimes(1);
  });
});

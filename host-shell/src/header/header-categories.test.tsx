import type { Category } from '@shop/shared-contracts/api/entities';
import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderHost } from '../testing/render-host';
import { setupTestI18n } from '../testing/test-i18n';
import { Header } from './header';

// Counts the search box's renders: it stands for the header's toolbar around the categories.
const searchBoxRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./search-box', async (importOriginal) => {
  const original = await importOriginal<typeof import('./search-box')>();
  return {
    SearchBox: () => {
      searchBoxRenders.count += 1;
      return <original.SearchBox />;
    },
  };
});

const server = setupApiServer();
beforeEach(() => {
  setupTestI18n('du');
  searchBoxRenders.count = 0;
});
afterEach(() => cleanup());

it('builds the arriving categories without rendering the rest of the header again', async () => {
  const books: Category = {
    id: 2,
    name_german: 'Bücher',
    name_arabic: 'كتب',
    slug_german: 'buecher',
    slug_arabic: 'كتب',
    image: null,
    sub_categories: [],
  };
  server.use(apiHandler('GET /v1/categories', () => [books]));
  renderHost(<Header />);
  const before = searchBoxRenders.count;
  expect(before).toBeGreaterThan(0);
  await screen.findByRole('link', { name: 'Bücher' });
  expect(searchBoxRenders.count).toBe(before);
});

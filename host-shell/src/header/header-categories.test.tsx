import type { Category } from '@shop/shared-contracts/api/entities';
import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderHost } from '../testing/render-host';
import { setupTestI18n } from '../testing/test-i18n';
import { Header } from './header';
import { CategoryRow } from './header-categories';

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

// The banner asks for the configured free-delivery threshold.
const server = setupApiServer(
  apiHandler('GET /v1/shop-settings', () => ({ free_shipping_threshold: 100 })),
);
beforeEach(() => {
  setupTestI18n('du');
  searchBoxRenders.count = 0;
});
afterEach(() => cleanup());

const books: Category = {
  id: 2,
  name_german: 'Bücher',
  name_arabic: 'كتب',
  slug_german: 'buecher',
  slug_arabic: 'كتب',
  image: null,
  sub_categories: [],
};

it('builds the arriving categories without rendering the rest of the header again', async () => {
  server.use(apiHandler('GET /v1/categories', () => [books]));
  renderHost(<Header />);
  const before = searchBoxRenders.count;
  expect(before).toBeGreaterThan(0);
  await screen.findByRole('link', { name: 'Bücher' });
  expect(searchBoxRenders.count).toBe(before);
});

it('builds the category row on a wide screen only (a phone has the menu button)', async () => {
  let answered = 0;
  server.use(
    apiHandler('GET /v1/categories', () => {
      answered += 1;
      return [books];
    }),
  );
  const narrow = vi.spyOn(window, 'matchMedia').mockImplementation(
    (media) =>
      ({
        matches: false,
        media,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
  const phone = renderHost(<CategoryRow />);
  await vi.waitFor(() => expect(answered).toBe(1));
  // The row starts with its divider, in its placeholder as with its categories.
  expect(phone.container.querySelector('hr')).toBeNull();
  expect(screen.queryByRole('link', { name: 'Bücher' })).toBeNull();
  phone.unmount();
  narrow.mockRestore();

  renderHost(<CategoryRow />);
  expect(await screen.findByRole('link', { name: 'Bücher' })).toBeTruthy();
});

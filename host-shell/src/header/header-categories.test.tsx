import type { Category } from '@shop/shared-contracts/api/entities';
import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { cleanup, fireEvent, screen } from '@testing-library/react';
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

// Counts how often category entries are built from an answer.
const menuBuilds = vi.hoisted(() => ({ count: 0 }));
vi.mock('./category-menu-model', async (importOriginal) => {
  const original = await importOriginal<typeof import('./category-menu-model')>();
  return {
    ...original,
    buildCategoryMenu: (...args: Parameters<typeof original.buildCategoryMenu>) => {
      menuBuilds.count += 1;
      return original.buildCategoryMenu(...args);
    },
  };
});

const server = setupApiServer();
beforeEach(() => {
  setupTestI18n('du');
  searchBoxRenders.count = 0;
  menuBuilds.count = 0;
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
  const answers = answerCategories();
  const narrow = narrowWindow();
  const phone = renderHost(<CategoryRow />);
  await vi.waitFor(() => expect(answers.count).toBe(1));
  // The row starts with its divider, in its placeholder as with its categories.
  expect(phone.container.querySelector('hr')).toBeNull();
  expect(screen.queryByRole('link', { name: 'Bücher' })).toBeNull();
  phone.unmount();
  narrow.mockRestore();

  renderHost(<CategoryRow />);
  expect(await screen.findByRole('link', { name: 'Bücher' })).toBeTruthy();
});

it('on a phone builds the category entries only when the menu is opened', async () => {
  const answers = answerCategories();
  const narrow = narrowWindow();
  renderHost(<Header />);
  await vi.waitFor(() => expect(answers.count).toBe(1));
  expect(menuBuilds.count).toBe(0);

  // Found by its label: the test window is wide for CSS, which hides the button from `md` on.
  fireEvent.click(screen.getByLabelText('Menü öffnen'));
  expect(await screen.findByText('Bücher')).toBeTruthy();
  expect(menuBuilds.count).toBeGreaterThan(0);
  narrow.mockRestore();
});

/** Answers the categories with one category, counting the answers. */
function answerCategories() {
  const answers = { count: 0 };
  server.use(
    apiHandler('GET /v1/categories', () => {
      answers.count += 1;
      return [books];
    }),
  );
  return answers;
}

/** A window below `md`: every media query answers false. */
function narrowWindow() {
  return vi.spyOn(window, 'matchMedia').mockImplementation(
    (media) =>
      ({
        matches: false,
        media,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

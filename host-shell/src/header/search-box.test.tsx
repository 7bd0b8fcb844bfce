import type { SearchSuggestions } from '@shop/shared-contracts/api/suggest';
import { apiError, apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { renderHost } from '../testing/render-host';
import { setupTestI18n } from '../testing/test-i18n';
import { suggestProductsKey } from './api/suggest-products';
import { SearchBox } from './search-box';

const server = setupApiServer();
afterEach(() => cleanup());

const suggestions: SearchSuggestions = {
  products: [
    {
      id: 7,
      name_german: 'Hemd aus Baumwolle im klassischen Stil',
      name_arabic: 'قميص من القطن بأسلوب كلاسيكي',
      image_url: 'http://api.test/storage/products/shirt.svg',
      min_price: 35,
    },
    {
      id: 9,
      name_german: 'Kleid aus Baumwolle im modernen Stil',
      name_arabic: 'فستان من القطن بأسلوب عصري',
      image_url: null,
      min_price: 59.5,
    },
  ],
  categories: [{ id: 4, name_german: 'Hemden', name_arabic: 'قمصان', parent_id: 2 }],
};

function answerSuggestions(answer: SearchSuggestions = suggestions) {
  const handler = vi.fn((_text: string | null) => answer);
  server.use(apiHandler('GET /v1/products/suggest', ({ query }) => handler(query.get('q'))));
  return handler;
}

async function openSearch(language: 'du' | 'ar' | 'en' = 'du', path = '/') {
  await setupTestI18n(language);
  const view = renderHost(<SearchBox />, { path });
  const openLabel = { du: 'Suche öffnen', ar: 'فتح البحث', en: 'Open search' }[language];
  fireEvent.click(screen.getByRole('button', { name: openLabel }));
  const field = await screen.findByRole('combobox');
  return { ...view, field, user: userEvent.setup() };
}

const location = () => screen.getByTestId('location').textContent;

it('suggests products and categories by language after a pause in typing', async () => {
  const asked = answerSuggestions();
  const { field, user } = await openSearch('du');
  expect(field.getAttribute('aria-expanded')).toBe('false');
  await user.type(field, 'Baumwole');
  const listbox = await screen.findByRole('listbox', { name: 'Suchvorschläge' });
  // One request for the settled text, not one per key.
  expect(asked.mock.calls).toEqual([['Baumwole']]);
  expect(field.getAttribute('aria-expanded')).toBe('true');
  expect(field.getAttribute('aria-controls')).toBe(listbox.id);
  const products = within(listbox).getByRole('group', { name: 'Produkte' });
  const texts = within(products)
    .getAllByRole('option')
    .map((option) => option.textContent?.replace(/\s/g, ' '));
  expect(texts).toEqual([
    'Hemd aus Baumwolle im klassischen Stil35,00 €',
    'Kleid aus Baumwolle im modernen Stil59,50 €',
  ]);
  const categories = within(listbox).getByRole('group', { name: 'Kategorien' });
  expect(within(categories).getByRole('option').textContent).toBe('Hemden');
  expect(within(screen.getByRole('search')).getByRole('status').textContent).toBe(
    '3 Vorschläge. Mit den Pfeiltasten auswählen.',
  );
});

it('walks the options with the arrow keys and opens the highlighted product on Enter', async () => {
  answerSuggestions();
  const { field, user } = await openSearch('du', '/orders');
  await user.type(field, 'Baumwole');
  await screen.findByRole('listbox');
  const options = screen.getAllByRole('option');
  await user.keyboard('{ArrowDown}');
  expect(field.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
  expect(options[0]?.getAttribute('aria-selected')).toBe('true');
  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
  // Past the last option the highlight wraps to the first; up from the first goes to the last.
  expect(field.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
  await user.keyboard('{ArrowUp}');
  expect(field.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
  await user.keyboard('{ArrowUp}');
  expect(options[1]?.getAttribute('aria-selected')).toBe('true');
  expect(options[0]?.getAttribute('aria-selected')).toBe('false');
  await user.keyboard('{Enter}');
  expect(location()).toBe('/product/9');
  // The field closes and focus returns to the button that opened it.
  await waitFor(() =>
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Suche öffnen'),
  );
});

it('opens the store filtered by a picked category', async () => {
  answerSuggestions();
  const { field, user } = await openSearch('du');
  await user.type(field, 'hemden');
  await screen.findByRole('listbox');
  await user.keyboard('{ArrowUp}{Enter}');
  expect(location()).toBe('/store?category_id=4');
});

it('searches the store for the free text on Enter when no option is highlighted', async () => {
  answerSuggestions();
  const { field, user } = await openSearch('du', '/product/4');
  await user.type(field, '  rote Schuhe ');
  await screen.findByRole('listbox');
  await user.keyboard('{Enter}');
  expect(location()).toBe('/store?q=rote+Schuhe');
});

it('closes the list on Escape, keeping the text, then the field on a second Escape', async () => {
  answerSuggestions();
  const { field, user } = await openSearch('du');
  await user.type(field, 'Baumwole');
  await screen.findByRole('listbox');
  await user.keyboard('{ArrowDown}{Escape}');
  expect(field.getAttribute('aria-expanded')).toBe('false');
  expect(field.getAttribute('aria-activedescendant')).toBeNull();
  expect((field as HTMLInputElement).value).toBe('Baumwole');
  await user.keyboard('{ArrowDown}');
  expect(field.getAttribute('aria-expanded')).toBe('true');
  await user.keyboard('{Escape}{Escape}');
  expect(screen.queryByRole('combobox')).toBeNull();
  expect(screen.getByRole('button', { name: 'Suche öffnen' })).toBeTruthy();
});

it('picks an option with the mouse', async () => {
  answerSuggestions();
  const { field, user } = await openSearch('du');
  await user.type(field, 'Baumwole');
  await user.click(await screen.findByRole('option', { name: /^Hemd aus Baumwolle/ }));
  expect(location()).toBe('/product/7');
});

it('names the suggestions in Arabic for an Arabic shopper', async () => {
  answerSuggestions();
  const { field, user } = await openSearch('ar');
  await user.type(field, 'قطن');
  const listbox = await screen.findByRole('listbox', { name: 'اقتراحات البحث' });
  expect(within(listbox).getByRole('group', { name: 'الفئات' }).textContent).toContain('قمصان');
  expect(within(listbox).getAllByRole('option')[0]?.textContent).toContain(
    'قميص من القطن بأسلوب كلاسيكي',
  );
});

it('asks nothing for one character, and says when nothing matches', async () => {
  const asked = answerSuggestions({ products: [], categories: [] });
  const { field, user, queryClient } = await openSearch('du');
  await user.type(field, 'k');
  // Once the pause in typing is over the text reaches the query, which must stay idle.
  await waitFor(() =>
    expect(queryClient.getQueryCache().find({ queryKey: suggestProductsKey('k') })).toBeDefined(),
  );
  expect(queryClient.isFetching()).toBe(0);
  expect(asked).not.toHaveBeenCalled();
  await user.type(field, 'qx');
  expect(
    await screen.findByText('Keine Vorschläge für „kqx“. Mit Enter im ganzen Shop suchen.'),
  ).toBeTruthy();
  expect(within(screen.getByRole('search')).getByRole('status').textContent).toBe(
    'Keine Vorschläge für „kqx“.',
  );
  expect(field.getAttribute('aria-expanded')).toBe('false');
});

it('shows a retry when suggestions fail, and Enter still searches the store', async () => {
  let fail = true;
  server.use(
    apiHandler('GET /v1/products/suggest', () => (fail ? apiError(500, 'Down') : suggestions)),
  );
  const { field, user } = await openSearch('en');
  await user.type(field, 'Baumwole');
  const retry = await screen.findByRole('button', { name: 'Try again' });
  expect(within(screen.getByRole('search')).getByRole('status').textContent).toBe(
    'Suggestions could not be loaded.',
  );
  fail = false;
  await user.click(retry);
  expect(await screen.findByRole('listbox')).toBeTruthy();
  field.focus();
  await user.keyboard('{Enter}');
  expect(location()).toBe('/store?q=Baumwole');
});

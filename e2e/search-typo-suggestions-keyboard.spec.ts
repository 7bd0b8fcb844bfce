import type { APIRequestContext, Page } from '@playwright/test';
import type { ProductSearchResult } from '@shop/shared-contracts/api/entities';
import type { ApiSuccess } from '@shop/shared-contracts/api/envelope';
import type { SearchSuggestions } from '@shop/shared-contracts/api/suggest';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import {
  API_URL,
  header,
  pluralTranslation,
  translation,
  useStoredLanguage,
} from './fixtures/shop';
import { expect, test } from './fixtures/test';

const t = (key: string) => translation('translation', 'du', key);

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${API_URL}${path}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ApiSuccess<T>).data;
}

/** Opens the header search with the keyboard alone: Tab to the button, Enter. */
async function openSearchWithKeyboard(page: Page) {
  const button = header(page).getByRole('button', { name: t('header.openSearch') });
  await button.focus();
  await page.keyboard.press('Enter');
  const field = header(page).getByRole('combobox', { name: t('header.searchLabel') });
  await expect(field).toBeFocused();
  return field;
}

test('a German typo in the header search suggests the product, picked with the keyboard', async ({
  page,
  request,
}) => {
  await useStoredLanguage(page, 'du');
  const suggestionCode: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('on-demand-search')) suggestionCode.push(sent.url());
  });
  await page.goto('/');
  await expect(header(page).getByRole('button', { name: t('header.openSearch') })).toBeVisible();
  // The suggestion code is not part of the first render: it loads when the search is reached.
  expect(suggestionCode).toEqual([]);

  const field = await openSearchWithKeyboard(page);
  expect(suggestionCode).toHaveLength(1);
  await field.pressSequentially('Baumwole');
  const listbox = header(page).getByRole('listbox', { name: t('search.suggestions') });
  await expect(listbox).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');

  const expected = await apiData<SearchSuggestions>(request, '/v1/products/suggest?q=Baumwole');
  const first = expected.products[0];
  if (!first) throw new Error('The API suggests nothing for "Baumwole".');
  expect(first.name_german).toContain('Baumwolle');
  const options = listbox.getByRole('option');
  await expect(options).toHaveCount(expected.products.length + expected.categories.length);
  await expect(options.first()).toContainText(first.name_german);
  const count = expected.products.length + expected.categories.length;
  await expect(header(page).getByRole('search').getByRole('status')).toHaveText(
    pluralTranslation('translation', 'du', 'search.suggestionCount', count),
  );
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  const activeId = await options.first().getAttribute('id');
  await expect(field).toHaveAttribute('aria-activedescendant', activeId ?? '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/product/${first.id}`);
  await expect(header(page).getByRole('combobox')).toHaveCount(0);
});

test('Enter on free text with a typo searches the store for it', async ({ page, request }) => {
  await useStoredLanguage(page, 'du');
  await page.goto('/');
  const field = await openSearchWithKeyboard(page);
  await field.pressSequentially('Baumwole');
  await expect(header(page).getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/store?q=Baumwole');

  // What the store shows for that address: every product made of "Baumwolle", despite the typo.
  const found = await apiData<ProductSearchResult>(request, '/v1/products/search?q=Baumwole');
  const exact = await apiData<ProductSearchResult>(request, '/v1/products/search?q=Baumwolle');
  expect(found.products.total).toBeGreaterThan(0);
  expect(found.products.total).toBe(exact.products.total);
  expect(found.products.data.every((p) => p.name_german.includes('Baumwolle'))).toBe(true);
  // The results say which word they are for (the corrected one) and how much it found, and
  // what was typed instead.
  expect(found.corrected_query).toBe('Baumwolle');
  const heading = translation('catalog', 'du', 'store.resultsFor_other')
    .replace('{{n}}', String(found.products.total))
    .replace('{{query}}', 'Baumwolle');
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.getByTestId('search-corrected')).toHaveText(
    translation('catalog', 'du', 'store.insteadOf').replace('{{query}}', 'Baumwole'),
  );
});

test('a search that finds nothing offers the corrected word and categories, in Arabic on a phone', async ({
  page,
  request,
}) => {
  const typo = 'فسطااان';
  const catalog = (key: string) => translation('catalog', 'ar', key);
  await page.setViewportSize({ width: 320, height: 700 });
  await useStoredLanguage(page, 'ar');
  await page.goto(`/store?q=${encodeURIComponent(typo)}`);
  const nothing = catalog('store.noResultsFor').replace('{{query}}', typo);
  await expect(page.getByRole('heading', { name: nothing })).toBeVisible();
  const hint = page.getByTestId('did-you-mean').getByRole('link', { name: 'فستان' });
  await expect(hint).toBeVisible();
  const near = page.getByRole('navigation', { name: catalog('store.nearCategories') });
  await expect(near.getByRole('link').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/search-no-results-ar-320.png' });

  await hint.click();
  await expect.poll(() => decodeURIComponent(new URL(page.url()).search)).toBe('?q=فستان');
  const found = await apiData<ProductSearchResult>(request, '/v1/products/search?q=فستان');
  expect(found.products.total).toBeGreaterThan(0);
  const form = new Intl.PluralRules('ar').select(found.products.total);
  const heading = catalog(`store.resultsFor_${form}`)
    .replace('{{n}}', String(found.products.total))
    .replace('{{query}}', 'فستان');
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
});

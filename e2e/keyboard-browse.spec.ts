import type { Category } from '@shop/shared-contracts/api/entities';
import { expectVisibleFocus, KEYBOARD_JOURNEY_TIMEOUT_MS, press, tabTo } from './fixtures/keyboard';
import { API_URL, header, remoteRoot, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

test.describe.configure({ timeout: KEYBOARD_JOURNEY_TIMEOUT_MS });

test('with the keyboard alone a shopper skips to the content, opens a category from the header menu and a product (du)', async ({
  page,
  request,
}) => {
  const answer = await request.get(`${API_URL}/v1/categories`);
  const categories = ((await answer.json()) as { data: Category[] }).data;
  const group = categories.find((category) => category.sub_categories?.length);
  const child = group?.sub_categories?.[0];
  if (!group || !child) throw new Error('the seed has no category with sub-categories');

  await useStoredLanguage(page, 'du');
  await page.goto('/');
  const catalog = remoteRoot(page, 'catalog');
  await expect(catalog.getByTestId('product-card').first()).toBeVisible();

  // The first Tab stop is the skip link; it leads past the header into the page.
  await press(page, 'Tab');
  await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await press(page, 'Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);

  // Back up into the header's category bar: the group opens its panel with Enter.
  const menu = header(page).getByRole('navigation', { name: 'Kategorien' });
  await tabTo(page, menu.getByRole('button', { name: group.name_german }), { backwards: true });
  await page.keyboard.press('Enter');
  const panel = page.getByRole('navigation', { name: group.name_german });
  const childLink = panel.getByRole('link', { name: child.name_german, exact: true });
  await expect(childLink).toBeVisible();
  // Escape closes the panel and gives focus back to its button.
  await press(page, 'Escape');
  await expect(panel).toBeHidden();
  await expect(menu.getByRole('button', { name: group.name_german })).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, childLink);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/store\\?category_id=${child.id}$`));
  await expect(catalog.getByTestId('showing')).toContainText('Zeige 1 bis');
  const card = catalog.getByTestId('product-card').first();
  await expect(card).toBeVisible();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await tabTo(page, card.getByRole('link'), { max: 60 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\/\d+/);
  // The followed link went away with the store: focus moves to the product's heading, where the
  // new page starts, and Tab goes on from there.
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(name);
  await expect(title).toBeFocused();
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page);
});

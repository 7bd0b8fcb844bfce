import type { Locator, Page } from '@playwright/test';
import {
  arrowTo,
  expectVisibleFocus,
  KEYBOARD_JOURNEY_TIMEOUT_MS,
  press,
  tabTo,
} from './fixtures/keyboard';
import { remoteRoot, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

test.describe.configure({ timeout: KEYBOARD_JOURNEY_TIMEOUT_MS });

const catalog = (page: Page) => remoteRoot(page, 'catalog');
const showing = (page: Page) => catalog(page).getByTestId('showing');

/**
 * Waits until the results of the last change have arrived. The store keeps the previous results on
 * screen while it fetches (`aria-busy`); tabbing through them then lands on a card that the new
 * order moves below the fold (CI, 2026-12-08: a card at y 747 in a 720 px viewport).
 */
const resultsShown = (page: Page) =>
  expect(catalog(page).locator('[aria-busy="true"]')).toHaveCount(0);

/** The enabled, not yet chosen toggle of `options` with the most products (from its name). */
async function largest(options: Locator): Promise<{ option: Locator; count: number }> {
  const labels = await options.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('aria-label') ?? ''),
  );
  const counts = labels.map((label) => Number(/(\d+) Produkt/.exec(label)?.[1] ?? 0));
  const best = counts.indexOf(Math.max(...counts));
  return { option: options.nth(best), count: counts[best] ?? 0 };
}

test('with the keyboard alone a shopper filters the store, sorts, pages and removes every filter chip (du)', async ({
  page,
}) => {
  await useStoredLanguage(page, 'du');
  await page.goto('/store');
  await expect(showing(page)).toContainText('Zeige 1 bis 15 von');
  const sidebar = catalog(page).locator('aside');

  // Price: type both ends of the server's range, Enter submits the little form.
  const from = sidebar.getByLabel('Von (€)');
  const low = (await from.getAttribute('placeholder')) ?? '';
  const high = (await sidebar.getByLabel('Bis (€)').getAttribute('placeholder')) ?? '';
  await tabTo(page, from, { max: 80 });
  await page.keyboard.type(low);
  await press(page, 'Tab');
  await page.keyboard.type(high);
  await press(page, 'Enter');
  await expect(page).toHaveURL(new RegExp(`price_from=${low}&price_to=${high}`));
  await resultsShown(page);

  // Sort: open the select with the keyboard, arrow to the option, Enter.
  const sort = catalog(page).getByRole('combobox', { name: 'Sortieren nach' });
  await tabTo(page, sort, { max: 40 });
  await press(page, 'ArrowDown');
  await arrowTo(page, page.getByRole('option', { name: 'Preis aufsteigend' }), 'ArrowDown');
  await press(page, 'Enter');
  await expect(page).toHaveURL(/sort_by=price_asc/);
  await expect(sort).toBeFocused();
  await resultsShown(page);

  // Page 2 through the pagination's link.
  const pages = catalog(page).getByRole('navigation', { name: 'Seiten' });
  await tabTo(page, pages.getByRole('link', { name: 'Seite 2' }), { max: 80 });
  await press(page, 'Enter');
  await expect(page).toHaveURL(/page=2/);
  await expect(showing(page)).toContainText('Zeige 16 bis');
  // Focus starts again at the store's heading, at the top, where the new page is shown.
  await expect(catalog(page).getByRole('heading', { level: 1 })).toBeFocused();
  await expectVisibleFocus(page);

  // The category with the most products, a filter that starts again at page 1.
  const categories = sidebar.locator('[data-testid^="category-filter-"]:not(.Mui-disabled)');
  const counts = await categories.evaluateAll((rows) =>
    rows.map((row) => Number(row.querySelector('span[aria-hidden]')?.textContent ?? 0)),
  );
  const pick = counts.indexOf(Math.max(...counts));
  const categoryTestId = (await categories.nth(pick).getAttribute('data-testid')) ?? '';
  const category = sidebar.getByTestId(categoryTestId);
  await tabTo(page, category, { max: 40 });
  await press(page, 'Enter');
  await expect(page).toHaveURL(/category_id=\d+/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(showing(page)).toContainText(`von ${counts[pick]} Ergebnissen`);
  await resultsShown(page);
  // The toggle keeps focus while the results change.
  await expect(category).toBeFocused();

  // A colour (the one with the most products) starts again at page 1.
  const swatches = sidebar.locator(
    'button[aria-pressed="false"][data-testid^="color-filter-"]:not([disabled]):visible',
  );
  const colour = await largest(swatches);
  const colourTestId = (await colour.option.getAttribute('data-testid')) ?? '';
  await tabTo(page, colour.option, { max: 80 });
  await press(page, 'Space');
  await expect(page).toHaveURL(/color=/);
  await expect(showing(page)).toContainText(`von ${colour.count} Ergebnissen`);
  await resultsShown(page);
  await expect(sidebar.getByTestId(colourTestId)).toBeFocused();

  // Remove the colour chip with Delete: the results widen, focus stays among the chips.
  const chips = catalog(page).getByRole('region', { name: 'Aktive Filter' });
  const colourChip = chips.getByRole('button', { name: /^Farbe: .* entfernen$/ });
  await tabTo(page, colourChip, { max: 80 });
  await press(page, 'Delete');
  await expect(page).not.toHaveURL(/color=/);
  await expect(colourChip).toHaveCount(0);
  // The price spans the whole range, so the count alone cannot tell whether it is still applied.
  await expect(page).toHaveURL(new RegExp(`price_from=${low}&price_to=${high}`));
  await expect(showing(page)).toContainText(`von ${counts[pick]} Ergebnissen`);
  // Focus moved on to the next chip, the price.
  await expect(chips.getByRole('button', { name: /^Preis: .* entfernen$/ })).toBeFocused();
  await expectVisibleFocus(page);

  // The price was the last chip: focus goes back to the one before, the category.
  await press(page, 'Backspace');
  await expect(page).not.toHaveURL(/price_from/);
  const categoryChip = chips.getByRole('button', { name: /entfernen$/ });
  await expect(categoryChip).toHaveCount(1);
  await expect(categoryChip).toBeFocused();
  // Removing the very last filter takes the chips' row away: focus goes to the store's heading.
  await press(page, 'Delete');
  await expect(page).not.toHaveURL(/category_id=/);
  await expect(chips).toHaveCount(0);
  await expect(catalog(page).getByRole('heading', { level: 1 })).toBeFocused();
  await expectVisibleFocus(page);
});

import type { Page } from '@playwright/test';
import { remoteRoot, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

const showing = (page: Page) => remoteRoot(page, 'catalog').getByTestId('showing');
const sidebar = (page: Page) => remoteRoot(page, 'catalog').locator('aside');
const query = (page: Page) => new URL(page.url()).searchParams;

/** "Zeige 1 bis 15 von 83 Ergebnissen" → 83. */
async function totalShown(page: Page) {
  const text = (await showing(page).textContent()) ?? '';
  return Number(/(\d+) Ergebnissen/.exec(text)?.[1]);
}

test('a shopper filters by category, colour, size and price, sorts, pages with the browser buttons and clears all (du)', async ({
  page,
}) => {
  await useStoredLanguage(page, 'du');
  await page.goto('/store');
  await expect(showing(page)).toContainText('Zeige 1 bis 15 von');
  const everything = await totalShown(page);

  // Category: the parent's count is the number the store then finds.
  const category = sidebar(page)
    .getByRole('button', { name: /^Damenmode/ })
    .first();
  const categoryCount = Number((await category.locator('span[aria-hidden]').textContent()) ?? 0);
  await category.click();
  await expect(page).toHaveURL(/category_id=\d+/);
  await expect(showing(page)).toContainText(`von ${categoryCount} Ergebnissen`);
  expect(categoryCount).toBeLessThan(everything);

  // Colour: a swatch named with its count; choosing it gives exactly that count.
  const swatch = sidebar(page)
    .locator('button[aria-pressed="false"][data-testid^="color-filter-"]:not([disabled])')
    .first();
  const swatchCount = Number(/(\d+)/.exec((await swatch.getAttribute('aria-label')) ?? '')?.[1]);
  await swatch.click();
  await expect(page).toHaveURL(/color=/);
  await expect(showing(page)).toContainText(`von ${swatchCount} Ergebnissen`);

  // Size.
  const size = sidebar(page)
    .locator('[data-testid^="size-filter-"][aria-pressed="false"]:not(.Mui-disabled)')
    .first();
  const sizeCount = Number(/(\d+)\)$/.exec((await size.textContent()) ?? '')?.[1]);
  await size.click();
  await expect(page).toHaveURL(/size=/);
  await expect(showing(page)).toContainText(`von ${sizeCount} Ergebnissen`);

  // A price outside the server's range is refused; a valid one narrows the list.
  await sidebar(page).getByLabel('Von (€)').fill('-5');
  await sidebar(page).getByRole('button', { name: 'Preis anwenden' }).click();
  await expect(sidebar(page).getByRole('alert')).toContainText('zwischen');
  // The placeholders show the server's range; the whole range keeps every product.
  const low = await sidebar(page).getByLabel('Von (€)').getAttribute('placeholder');
  const high = await sidebar(page).getByLabel('Bis (€)').getAttribute('placeholder');
  await sidebar(page)
    .getByLabel('Von (€)')
    .fill(low ?? '');
  await sidebar(page)
    .getByLabel('Bis (€)')
    .fill(high ?? '');
  await sidebar(page).getByRole('button', { name: 'Preis anwenden' }).click();
  await expect(page).toHaveURL(new RegExp(`price_from=${low}&price_to=${high}`));
  await expect(showing(page)).toContainText(`von ${sizeCount} Ergebnissen`);
  const chips = remoteRoot(page, 'catalog').getByRole('region', { name: 'Aktive Filter' });
  await expect(chips.getByRole('button')).toHaveCount(4);

  // Sort by price: the prices shown go up.
  await remoteRoot(page, 'catalog').getByRole('combobox', { name: 'Sortieren nach' }).click();
  await page.getByRole('option', { name: 'Preis aufsteigend' }).click();
  await expect(page).toHaveURL(/sort_by=price_asc/);
  const filtered = page.url();

  // Clear all leads through /shop to the unfiltered store.
  await chips.getByRole('link', { name: 'Alle löschen' }).click();
  await expect(page).toHaveURL(/\/store$/);
  await expect(showing(page)).toContainText(`von ${everything} Ergebnissen`);

  // Back restores the exact filtered state.
  await page.goBack();
  await expect(page).toHaveURL(filtered);
  await expect(chips.getByRole('button')).toHaveCount(4);
});

test('paging goes forward and back with the browser buttons and survives a reload (du)', async ({
  page,
}) => {
  await useStoredLanguage(page, 'du');
  await page.goto('/store?sort_by=price_desc');
  const nav = remoteRoot(page, 'catalog').getByRole('navigation', { name: 'Seiten' });
  await expect(showing(page)).toContainText('Zeige 1 bis 15');
  const firstOnPage1 = await remoteRoot(page, 'catalog')
    .getByTestId('product-card')
    .first()
    .textContent();
  await page.mouse.wheel(0, 3000);
  await nav.getByRole('link', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(/sort_by=price_desc&page=2/);
  await expect(showing(page)).toContainText('Zeige 16 bis 30');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await nav.getByRole('link', { name: 'Seite 3' }).click();
  await expect(showing(page)).toContainText('Zeige 31 bis 45');
  await expect(nav.getByRole('button', { name: 'Seite 3' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.goBack();
  await expect(showing(page)).toContainText('Zeige 16 bis 30');
  await page.goBack();
  await expect(showing(page)).toContainText('Zeige 1 bis 15');
  await expect(remoteRoot(page, 'catalog').getByTestId('product-card').first()).toHaveText(
    firstOnPage1 ?? '',
  );
  await page.goForward();
  await expect(showing(page)).toContainText('Zeige 16 bis 30');
  await page.reload();
  await expect(showing(page)).toContainText('Zeige 16 bis 30');
  expect(query(page).get('sort_by')).toBe('price_desc');
});

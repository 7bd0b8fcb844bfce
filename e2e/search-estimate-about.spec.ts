import type { Page, Route } from '@playwright/test';
import type { ProductSearchResult } from '@shop/shared-contracts/api/entities';
import type { ApiSuccess } from '@shop/shared-contracts/api/envelope';
import { PAGE_API_URL, remoteRoot, useStoredLanguage, waitForApp } from './fixtures/shop';
import { expect, test } from './fixtures/test';

const showing = (page: Page) => remoteRoot(page, 'catalog').getByTestId('showing');
const written = (count: number) => new Intl.NumberFormat('de-DE').format(count);

// The API estimates the counts of a listing above SEARCH_EXACT_COUNT_LIMIT (10,000 by default; at
// least 100; a text search is always counted exactly), more products than the journeys' catalogue
// holds. The browser's search answers are therefore the API's real ones with the estimate flags
// set, as a large catalogue would answer them.
async function flagAsEstimates(route: Route, totals: number[]) {
  const response = await route.fetch();
  const body = (await response.json()) as ApiSuccess<ProductSearchResult>;
  body.data.products.total_is_estimate = true;
  body.data.facets.estimated = true;
  totals.push(body.data.products.total);
  await route.fulfill({ response, json: body });
}

test('a store listing whose counts the API estimated says "etwa" in the page range and the filters (du)', async ({
  page,
}) => {
  await useStoredLanguage(page, 'du');
  await page.goto('/store');
  // Counted exactly (the server's answer): no "etwa".
  await expect(showing(page)).toHaveText(/^Zeige 1 bis 15 von \d[\d.]* Ergebnissen$/);
  await waitForApp(page);

  const totals: number[] = [];
  await page.route(`${PAGE_API_URL}/v1/products/search?*`, (route) =>
    flagAsEstimates(route, totals),
  );
  const sidebar = remoteRoot(page, 'catalog').locator('aside');
  await sidebar
    .getByRole('button', { name: /^Damenmode/ })
    .first()
    .click();
  await expect.poll(() => totals.length).toBeGreaterThan(0);
  const total = totals.at(-1) ?? 0;
  await expect(showing(page)).toHaveText(
    `Zeige 1 bis ${Math.min(15, total)} von etwa ${written(total)} Ergebnissen`,
  );
  // The category's visible count and every colour swatch's name say it too.
  await expect(sidebar.getByRole('button', { name: /^Damenmode/ }).first()).toContainText('ca. ');
  const swatch = sidebar.locator('button[data-testid^="color-filter-"]').first();
  await expect(swatch).toHaveAttribute('aria-label', /, etwa \d[\d.]* Produkte?$/);
});

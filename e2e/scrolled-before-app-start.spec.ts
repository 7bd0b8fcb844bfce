import { holdAnswers } from './fixtures/hold-requests';
import { REMOTE_ORIGINS, remoteRoot, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => window.scrollY);

test('a page scrolled to its foot before the app takes it over stays there, footer and all', async ({
  page,
}) => {
  await useStoredLanguage(page, 'du');
  await page.setViewportSize({ width: 1280, height: 720 });
  // The store's code is held, so the shopper scrolls the server's page before the app starts;
  // the footer's file is held past the start, so the app takes over with the footer still the
  // server's markup (where a render of the shell around it used to drop it for a moment).
  // The store page's code shares its file with other pages: known by its paging bar's attribute.
  const storePage = await holdAnswers(
    page,
    `${REMOTE_ORIGINS.catalog}/static/js/async/*.js`,
    'data-pagination',
  );
  const footer = await holdAnswers(page, '**/on-demand-footer*.js');
  await page.goto('/store', { waitUntil: 'commit' });
  await expect.poll(() => storePage.asked()).toBe(true);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const atFoot = await scrollY(page);
  expect(atFoot).toBeGreaterThan(500);

  storePage.release();
  await expect(page.locator('html[data-app-ready="true"]')).toHaveCount(1);
  // The filters beside the list are the app's first render after taking over (their width is
  // only known in the browser): by then the footer has been through that render.
  await expect(
    remoteRoot(page, 'catalog').locator('aside').getByRole('button').first(),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await scrollY(page)).toBe(atFoot);

  footer.release();
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
  expect(await scrollY(page)).toBe(atFoot);
});

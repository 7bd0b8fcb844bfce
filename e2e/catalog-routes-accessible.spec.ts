import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { remoteRoot, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

// Every catalog page with its data loaded (the store with a search and a filter active).
const ROUTES = ['/', '/store?q=kleid&size=M', '/best-sellers', '/categories'];

for (const language of ['du', 'ar'] as const) {
  // One page for the four routes: a warm page's loads cost a fraction of fresh pages'.
  test(`every catalog page passes axe and fits a 320 px phone (${language})`, async ({ page }) => {
    test.slow();
    await useStoredLanguage(page, language);
    for (const path of ROUTES) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      const catalog = remoteRoot(page, 'catalog');
      await expect(catalog.getByRole('link').first(), `${path} shows its links`).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
      // Narrowed after loading wide: the layout must follow, not only a page loaded narrow.
      await page.setViewportSize({ width: 320, height: 640 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: path })
        .toBeLessThanOrEqual(320);
    }
  });
}

test('/category/{id} and /shop lead into the store (du)', async ({ page }) => {
  await useStoredLanguage(page, 'du');
  await page.goto('/category/2');
  await expect(page).toHaveURL('/store?category_id=2');
  await expect(
    remoteRoot(page, 'catalog').getByRole('region', { name: 'Aktive Filter' }),
  ).toBeVisible();
  await page.goto('/shop');
  await expect(page).toHaveURL('/store');
  await expect(remoteRoot(page, 'catalog').getByTestId('product-card')).toHaveCount(15);
});

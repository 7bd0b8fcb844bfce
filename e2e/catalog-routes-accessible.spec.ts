import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { remoteRoot, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

// Every catalog page with its data loaded (the store with a search and a filter active).
const ROUTES = ['/', '/store?q=kleid&size=M', '/best-sellers', '/categories'];

for (const language of ['du', 'ar'] as const) {
  for (const path of ROUTES) {
    test(`${path} passes axe and fits a 320 px phone (${language})`, async ({ page }) => {
      await useStoredLanguage(page, language);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      const catalog = remoteRoot(page, 'catalog');
      await expect(catalog.getByRole('link').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
      if (language === 'ar' && path === '/')
        await page.screenshot({ path: '/tmp/catalog-home-ar-1280.png' });
      await page.setViewportSize({ width: 320, height: 640 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(320);
      if (language === 'ar' && path === '/') {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.screenshot({ path: '/tmp/catalog-home-ar-390.png' });
      }
    });
  }
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

import { header, remoteRoot, translation } from './fixtures/shop';
import { expect, test } from './fixtures/test';

test.use({ locale: 'de-DE' });

test('a German browser gets the German shop on the first visit', async ({ page }) => {
  await page.goto('/');
  expect(await page.evaluate(() => navigator.language)).toBe('de-DE');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(header(page)).toContainText(translation('translation', 'du', 'nav.signIn'));
  await expect(remoteRoot(page, 'catalog').getByRole('heading', { level: 1 })).toHaveText(
    translation('catalog', 'du', 'home.title'),
  );
});

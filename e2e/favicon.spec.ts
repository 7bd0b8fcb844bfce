import { useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

test('the shop has a favicon and nothing it asks for is missing', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await useStoredLanguage(page, 'du');
  await page.goto('/');
  await page.waitForLoadState('networkidle');

  const icon = page.locator('link[rel="icon"]');
  await expect(icon).toHaveCount(1);
  const href = await icon.getAttribute('href');
  const favicon = await page.request.get(new URL(href ?? '', page.url()).href);
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toContain('image/svg+xml');
  expect(missing).toEqual([]);
});

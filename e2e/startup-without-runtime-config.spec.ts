import { expect, test } from './fixtures/test';

test('without its runtime configuration the host says so in all three languages', async ({
  page,
}) => {
  await page.route('**/runtime-config.json', (route) => route.fulfill({ status: 503 }));
  await page.goto('/');
  const alert = page.getByRole('alert');
  await expect(alert.locator('p[lang="de"]')).toBeVisible();
  await expect(alert.locator('p[lang="ar"][dir="rtl"]')).toBeVisible();
  await expect(alert.locator('p[lang="en"]')).toBeVisible();
});

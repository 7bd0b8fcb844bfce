import { remoteRoot, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

// The every-route sweeps check where /category/{id} and /shop land; this checks what they show.
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

import { expect, test } from '@playwright/test';
import { remoteRoot, useStoredLanguage } from './fixtures/shop';

test('a signed-out shopper opening /my-account is sent to sign-in', async ({ page }) => {
  await useStoredLanguage(page, 'du');
  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(remoteRoot(page, 'auth')).toBeVisible();
});

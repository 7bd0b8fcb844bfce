import { remoteRoot, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

test('a signed-out shopper opening /my-account is sent to sign-in', async ({ page }) => {
  await useStoredLanguage(page, 'du');
  await page.goto('/my-account');
  // The wanted page travels along, so sign-in can return there.
  await expect(page).toHaveURL(/\/signin\?returnTo=%2Fmy-account$/);
  await expect(remoteRoot(page, 'auth')).toBeVisible();
});

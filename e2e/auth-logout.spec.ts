import { expect, test } from '@playwright/test';
import { header, remoteRoot, translation, useStoredLanguage } from './fixtures/shop';

const t = (key: string) => translation('auth', 'du', key);
const nav = (key: string) => translation('translation', 'du', key);

test('logout clears the stored token and reaches sign-in after a second', async ({ page }) => {
  await useStoredLanguage(page, 'du');
  await page.goto('/signin');
  const form = remoteRoot(page, 'auth');
  await form.locator('#signin-email').fill('shopper@example.com');
  await form.locator('#signin-password').fill('Shopper123!');
  await form.getByRole('checkbox', { name: t('signIn.rememberMe') }).check();
  await form.getByRole('button', { name: t('signIn.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/my-account$/);

  await header(page)
    .getByRole('button', { name: nav('nav.logout') })
    .first()
    .click();
  await expect
    .poll(() =>
      page.evaluate(() => [localStorage.getItem('token'), sessionStorage.getItem('token')]),
    )
    .toEqual([null, null]);
  await expect(
    header(page)
      .getByRole('link', { name: nav('nav.signIn') })
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/, { timeout: 5_000 });
});

import { expect, test } from '@playwright/test';
import { header, remoteRoot, translation, useStoredLanguage } from './fixtures/shop';

const t = (key: string) => translation('auth', 'du', key);
const nav = (key: string) => translation('translation', 'du', key);

test('with remember-me the token lives in localStorage and a reopened browser is still signed in', async ({
  browser,
  page,
}) => {
  await useStoredLanguage(page, 'du');
  await page.goto('/signin');
  const form = remoteRoot(page, 'auth');
  await form.locator('#signin-email').fill('other@example.com');
  await form.locator('#signin-password').fill('Other123!');
  await form.getByRole('checkbox', { name: t('signIn.rememberMe') }).check();
  await form.getByRole('button', { name: t('signIn.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/my-account$/);

  const stored = await page.evaluate(() => ({
    session: sessionStorage.getItem('token'),
    local: localStorage.getItem('token'),
  }));
  expect(stored.local).toBeTruthy();
  expect(stored.session).toBeNull();

  const later = await browser.newContext({ storageState: await page.context().storageState() });
  const again = await later.newPage();
  await again.goto('/');
  await expect(
    header(again)
      .getByRole('button', { name: nav('nav.logout') })
      .first(),
  ).toBeVisible();
  await later.close();
});

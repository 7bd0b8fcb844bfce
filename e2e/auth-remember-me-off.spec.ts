import { header, remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { submitSignInForm } from './fixtures/sign-in-form';
import { expect, test } from './fixtures/test';

const t = (key: string) => translation('auth', 'du', key);
const nav = (key: string) => translation('translation', 'du', key);

test('without remember-me the token lives in sessionStorage only and a new browser is signed out', async ({
  browser,
  page,
}) => {
  await useStoredLanguage(page, 'du');
  await page.goto('/signin');
  await expect(
    remoteRoot(page, 'auth').getByRole('checkbox', { name: t('signIn.rememberMe') }),
  ).not.toBeChecked();
  await submitSignInForm(page, { email: 'shopper@example.com', password: 'Shopper123!' });
  await expect(page).toHaveURL(/\/my-account$/);

  const stored = await page.evaluate(() => ({
    session: sessionStorage.getItem('token'),
    local: localStorage.getItem('token'),
  }));
  expect(stored.session).toBeTruthy();
  expect(stored.local).toBeNull();

  // What a browser keeps after closing (cookies + localStorage, never sessionStorage).
  const later = await browser.newContext({ storageState: await page.context().storageState() });
  const again = await later.newPage();
  await again.goto('/');
  await expect(
    header(again)
      .getByRole('link', { name: nav('nav.signIn') })
      .first(),
  ).toBeVisible();
  await expect(header(again).getByRole('button', { name: nav('nav.logout') })).toHaveCount(0);
  await later.close();
});

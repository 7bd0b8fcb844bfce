import { header, remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { submitSignInForm } from './fixtures/sign-in-form';
import { expect, test } from './fixtures/test';

const t = (key: string) => translation('auth', 'du', key);
const nav = (key: string) => translation('translation', 'du', key);
const account = (key: string) => translation('account', 'du', key);

test('without remember-me the token lives in sessionStorage only, a second tab is signed in, a new browser is not', async ({
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

  // A second tab of the same browser session is signed in too (the open tab hands the session
  // over), still without anything in localStorage.
  const second = await page.context().newPage();
  await second.goto('/my-account?tab=wallet');
  await expect(second).toHaveURL(/\/my-account\?tab=wallet$/);
  await expect(
    remoteRoot(second, 'account').getByRole('tab', { name: account('tabs.wallet') }),
  ).toHaveAttribute('aria-selected', 'true');
  expect(
    await second.evaluate(() => ({
      session: Boolean(sessionStorage.getItem('token')),
      local: localStorage.getItem('token'),
    })),
  ).toEqual({ session: true, local: null });
  await second.close();

  // What a browser keeps after closing: persistent cookies and localStorage, never sessionStorage
  // nor session cookies.
  const state = await page.context().storageState();
  state.cookies = state.cookies.filter((cookie) => cookie.expires !== -1);
  const later = await browser.newContext({ storageState: state });
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

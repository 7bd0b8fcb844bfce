import { header, translation, useStoredLanguage } from './fixtures/shop';
import { submitSignInForm } from './fixtures/sign-in-form';
import { expect, test } from './fixtures/test';

const _t = (key: string) => translation('auth', 'du', key);
const nav = (key: string) => translation('translation', 'du', key);

test('with remember-me the token lives in localStorage and a reopened browser is still signed in', async ({
  browser,
  page,
}) => {
  await useStoredLanguage(page, 'du');
  await page.goto('/signin');
  const _form = await submitSignInForm(page, {
    email: 'other@example.com',
    password: 'Other123!',
    remember: true,
  });
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

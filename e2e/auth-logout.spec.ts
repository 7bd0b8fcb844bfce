import { header, translation, useStoredLanguage } from './fixtures/shop';
import { submitSignInForm } from './fixtures/sign-in-form';
import { expect, test } from './fixtures/test';

const _t = (key: string) => translation('auth', 'du', key);
const nav = (key: string) => translation('translation', 'du', key);

test('logout clears the stored token and reaches sign-in after a second', async ({ page }) => {
  await useStoredLanguage(page, 'du');
  await page.goto('/signin');
  const _form = await submitSignInForm(page, {
    email: 'shopper@example.com',
    password: 'Shopper123!',
    remember: true,
  });
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

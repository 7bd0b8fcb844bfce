import { remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { submitSignInForm } from './fixtures/sign-in-form';
import { expect, test } from './fixtures/test';

test('a visitor sent from /orders to sign-in lands on /orders after signing in', async ({
  page,
}) => {
  await useStoredLanguage(page, 'du');
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/signin\?returnTo=%2Forders$/);

  await submitSignInForm(page, { email: 'shopper@example.com', password: 'Shopper123!' });
  await expect(page).toHaveURL(/\/orders$/);
  await expect(
    remoteRoot(page, 'account').getByRole('heading', {
      level: 1,
      name: translation('account', 'du', 'orders.title'),
    }),
  ).toBeVisible();
});

test('a returnTo leading to another site is ignored: sign-in opens the account', async ({
  page,
}) => {
  await useStoredLanguage(page, 'du');
  await page.goto('/signin?returnTo=https%3A%2F%2Fevil.example%2F');
  await submitSignInForm(page, { email: 'shopper@example.com', password: 'Shopper123!' });
  await expect(page).toHaveURL(/localhost:3000\/my-account$/);
});

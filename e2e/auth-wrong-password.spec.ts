import { expect, test } from '@playwright/test';
import { translation, useStoredLanguage } from './fixtures/shop';
import { submitSignInForm } from './fixtures/sign-in-form';

const t = (key: string) => translation('auth', 'du', key);

test('a wrong password shows the invalid-credentials message and stays on sign-in', async ({
  page,
}) => {
  await useStoredLanguage(page, 'du');
  await page.goto('/signin');
  const form = await submitSignInForm(page, {
    email: 'shopper@example.com',
    password: 'not-the-password',
  });

  await expect(form.getByRole('alert')).toHaveText(t('signIn.errors.invalidCredentials'));
  await expect(form.locator('#signin-email')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('#signin-password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/signin$/);
  const token = await page.evaluate(
    () => localStorage.getItem('token') ?? sessionStorage.getItem('token'),
  );
  expect(token).toBeNull();
});

import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { translation, useStoredLanguage } from './fixtures/shop';
import { submitSignInForm } from './fixtures/sign-in-form';
import { expect, test } from './fixtures/test';

for (const language of ['du', 'ar'] as const) {
  test(`a wrong password shows the invalid-credentials message and stays on sign-in (${language})`, async ({
    page,
  }) => {
    const t = (key: string) => translation('auth', language, key);
    await useStoredLanguage(page, language);
    await page.goto('/signin');
    await expect(page.locator('#signin-email')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const form = await submitSignInForm(page, {
      email: 'shopper@example.com',
      password: 'not-the-password',
      language,
    });

    await expect(form.getByRole('alert')).toHaveText(t('signIn.errors.invalidCredentials'));
    await expect(form.locator('#signin-email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator('#signin-password')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);
    await expect(page).toHaveURL(/\/signin$/);
    const token = await page.evaluate(
      () => localStorage.getItem('token') ?? sessionStorage.getItem('token'),
    );
    expect(token).toBeNull();
  });
}

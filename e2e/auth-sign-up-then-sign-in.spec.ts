import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { header, remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { submitSignInForm } from './fixtures/sign-in-form';
import { expect, test } from './fixtures/test';

for (const language of ['du', 'ar'] as const) {
  test(`a new shopper signs up, is sent to sign-in after 3 s, signs in and sees the signed-in header (${language})`, async ({
    page,
  }) => {
    const t = (key: string) => translation('auth', language, key);
    const nav = (key: string) => translation('translation', language, key);
    const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const password = 'Newbie123!';
    await useStoredLanguage(page, language);

    await page.goto('/signup');
    const signUp = remoteRoot(page, 'auth');
    await expect(signUp.locator('#signup-email')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await signUp.locator('#signup-firstName').fill('Erika');
    await signUp.locator('#signup-lastName').fill('Muster');
    await signUp.locator('#signup-email').fill(email);
    await signUp.locator('#signup-password').fill(password);
    await signUp.locator('#signup-confirmPassword').fill(password);
    await expect(signUp.getByText(t('signUp.passwordsMatch'))).toBeVisible();
    const submit = signUp.getByRole('button', { name: t('signUp.submit'), exact: true });
    await expect(submit).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await signUp.getByRole('checkbox').check();
    await submit.click();

    await expect(signUp.getByText(t('signUp.success'))).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page).toHaveURL(/\/signin$/, { timeout: 6_000 });

    await submitSignInForm(page, { email, password, language });

    await expect(page).toHaveURL(/\/my-account$/);
    await expect(
      header(page)
        .getByRole('link', { name: nav('nav.myAccount') })
        .first(),
    ).toBeVisible();
    await expect(
      header(page)
        .getByRole('button', { name: nav('nav.logout') })
        .first(),
    ).toBeVisible();
    await expect(
      header(page).getByRole('link', { name: nav('nav.signIn'), exact: true }),
    ).toHaveCount(0);
  });
}

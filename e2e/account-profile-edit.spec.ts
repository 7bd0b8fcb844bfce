import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { createFreshShopper, signInAs } from './fixtures/fresh-shopper';
import { header, remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { submitSignInForm } from './fixtures/sign-in-form';
import { expect, test } from './fixtures/test';

const t = (key: string, language: 'du' | 'ar' = 'du') => translation('account', language, key);

test('edit the profile, see the no-change notice, change the password and sign in with it (du)', async ({
  page,
  request,
}) => {
  // Five password hashes (sign-up, two sign-ins, the current and the new password), each a
  // second or more on two busy cores: more than the default 30 s on a slow day.
  test.setTimeout(60_000);
  const shopper = await createFreshShopper(request, 'account-profile');
  await useStoredLanguage(page, 'du');
  await signInAs(page, shopper);
  await page.goto('/my-account');
  const account = remoteRoot(page, 'account');
  const name = account.locator('#profile-name');
  await expect(name).toHaveValue(shopper.name);

  await account.getByRole('button', { name: t('profile.save') }).click();
  await expect(account.getByText(t('profile.noChanges'))).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await name.fill('Lena Neumann');
  await account.getByRole('button', { name: t('profile.save') }).click();
  await expect(account.getByText(t('profile.saved'))).toBeVisible();
  await page.reload();
  await expect(account.locator('#profile-name')).toHaveValue('Lena Neumann');

  // A new password without the current one is refused before anything is sent.
  const newPassword = 'Frisch-Passwort-42';
  await account.locator('#profile-password').fill(newPassword);
  await account.locator('#profile-passwordConfirmation').fill(newPassword);
  await account.getByRole('button', { name: t('profile.save') }).click();
  await expect(account.getByText(t('profile.errors.currentForPassword'))).toBeVisible();
  await account.locator('#profile-currentPassword').fill(shopper.password);
  await account.getByRole('button', { name: t('profile.save') }).click();
  await expect(account.getByText(t('profile.saved'))).toBeVisible();

  await account.getByRole('button', { name: t('logout.button'), exact: true }).click();
  await expect(page).toHaveURL(/\/signin/);
  await submitSignInForm(page, { email: shopper.email, password: newPassword });
  await expect(page).toHaveURL(/\/my-account/);
  await expect(remoteRoot(page, 'account').locator('#profile-name')).toHaveValue('Lena Neumann');
  await expect(header(page)).toBeVisible();
});

test('the profile tab in Arabic: no-change notice, right to left, no serious axe finding', async ({
  page,
  request,
}) => {
  const shopper = await createFreshShopper(request, 'account-profile-ar');
  await useStoredLanguage(page, 'ar');
  await signInAs(page, shopper);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/my-account?tab=account');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const account = remoteRoot(page, 'account');
  await expect(account.locator('#profile-email')).toHaveValue(shopper.email);
  await account.getByRole('button', { name: t('profile.save', 'ar') }).click();
  await expect(account.getByText(t('profile.noChanges', 'ar'))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/account-profile-ar-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/account-profile-ar-1280.png', fullPage: true });
});

import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { createFreshShopper } from './fixtures/fresh-shopper';
import { API_URL, remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { submitSignInForm } from './fixtures/sign-in-form';
import { expect, test } from './fixtures/test';

// The e2e server sends the API's mail to MailDev (scripts/mail-catcher.mjs); its REST API lists them.
const MAILDEV = 'http://127.0.0.1:1080';

interface CaughtMail {
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
}

/** The newest mail to `address` whose subject is `subject`, waiting for it to arrive. */
async function mailTo(request: APIRequestContext, address: string, subject: string) {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(`${MAILDEV}/email`)).json()) as CaughtMail[];
        found = mails
          .filter((mail) => mail.to.some((to) => to.address === address))
          .findLast((mail) => mail.subject === subject);
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as CaughtMail;
}

const resetLinkIn = (mail: CaughtMail) => {
  const link = /http:\/\/localhost:\d+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link in: ${mail.text}`);
  return link;
};

test('a shopper resets a forgotten password from the mailed link; every old session ends', async ({
  page,
  request,
}) => {
  const t = (key: string) => translation('auth', 'du', key);
  const shopper = await createFreshShopper(request, 'reset');
  const newPassword = 'Neues-Passwort-77';
  await useStoredLanguage(page, 'du');

  await page.goto('/forgot-password');
  const forgot = remoteRoot(page, 'auth');
  await forgot.locator('#forgot-password-email').fill(shopper.email);
  await forgot.getByRole('button', { name: t('forgotPassword.submit') }).click();
  await expect(forgot.getByText(t('forgotPassword.sent'))).toBeVisible();

  const mail = await mailTo(request, shopper.email, 'Setze dein Passwort zurück');
  expect(mail.html).toContain('<html lang="de" dir="ltr">');
  await page.goto(resetLinkIn(mail));
  const reset = remoteRoot(page, 'auth');
  await expect(reset.getByRole('heading', { name: t('resetPassword.title') })).toBeVisible();
  await reset.locator('#reset-password-password').fill(newPassword);
  await reset.locator('#reset-password-confirm').fill(newPassword);
  await expect(reset.getByText(t('signUp.passwordsMatch'))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await reset.getByRole('button', { name: t('resetPassword.submit') }).click();

  await expect(page).toHaveURL(/\/signin\?password_reset=1$/);
  await expect(page.getByText(t('signIn.notices.passwordReset'))).toBeVisible();
  // The session the shopper had before the reset no longer opens anything.
  const old = await request.get(`${API_URL}/v1/profile`, { headers: shopper.headers });
  expect(old.status()).toBe(401);
  await mailTo(request, shopper.email, 'Dein Passwort wurde geändert');

  // The link works once: opened again it offers a new one.
  await page.goto(resetLinkIn(mail));
  await reset.locator('#reset-password-password').fill('Noch-Ein-Passwort-8');
  await reset.locator('#reset-password-confirm').fill('Noch-Ein-Passwort-8');
  await reset.getByRole('button', { name: t('resetPassword.submit') }).click();
  await expect(reset.getByText(t('resetPassword.errors.linkInvalid'))).toBeVisible();
  await expect(reset.getByRole('link', { name: t('resetPassword.requestNewLink') })).toBeVisible();

  await page.goto('/signin');
  await submitSignInForm(page, { email: shopper.email, password: newPassword });
  await expect(page).toHaveURL(/\/my-account$/);
});

test('an Arabic shopper gets a right-to-left mail; a used link is explained on a phone', async ({
  page,
  request,
}) => {
  const t = (key: string) => translation('auth', 'ar', key);
  const shopper = await createFreshShopper(request, 'reset-ar');
  const asked = await request.post(`${API_URL}/v1/forgot-password`, {
    data: { email: shopper.email, lang: 'ar' },
  });
  expect(asked.ok()).toBe(true);
  const mail = await mailTo(request, shopper.email, 'إعادة تعيين كلمة المرور');
  expect(mail.html).toContain('<html lang="ar" dir="rtl">');

  // A wrong token, at 320 px: the error and the way to a new link fit without sideways scrolling.
  await page.setViewportSize({ width: 320, height: 720 });
  await useStoredLanguage(page, 'ar');
  await page.goto(`${resetLinkIn(mail)}x`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const reset = remoteRoot(page, 'auth');
  await reset.locator('#reset-password-password').fill('Neues-Passwort-77');
  await reset.locator('#reset-password-confirm').fill('Neues-Passwort-77');
  await reset.getByRole('button', { name: t('resetPassword.submit') }).click();
  await expect(reset.getByText(t('resetPassword.errors.linkInvalid'))).toBeVisible();
  await expect(reset.getByRole('link', { name: t('resetPassword.requestNewLink') })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/mail-reset-ar-320.png', fullPage: true });
});

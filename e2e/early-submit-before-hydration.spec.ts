import { holdAnswers } from './fixtures/hold-requests';
import { DEMO_SHOPPER, useStoredLanguage } from './fixtures/shop';
import { submitSignInForm } from './fixtures/sign-in-form';
import { expect, test } from './fixtures/test';

test('a sign-in sent before the app has taken the server-rendered page over signs in, and never puts the password in the address', async ({
  page,
}) => {
  await useStoredLanguage(page, 'du');
  // The sign-in page's code is held back: the app cannot take the page over until it comes.
  const signInPage = await holdAnswers(page, '**/__federation_expose_SignInPage*.js');
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));

  await page.goto('/signin');
  await expect.poll(() => signInPage.asked()).toBe(true);
  await expect(page.locator('html[data-app-starting="true"]')).toHaveCount(1);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
  await submitSignInForm(page, DEMO_SHOPPER);

  signInPage.release();
  await expect(page).toHaveURL(/\/my-account$/);
  expect(
    addresses.filter((url) => url.includes(encodeURIComponent(DEMO_SHOPPER.password))),
  ).toEqual([]);
});

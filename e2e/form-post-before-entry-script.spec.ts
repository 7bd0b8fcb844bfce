import { holdAnswers } from './fixtures/hold-requests';
import { DEMO_SHOPPER, useStoredLanguage } from './fixtures/shop';
import { submitSignInForm } from './fixtures/sign-in-form';
import { expect, test } from './fixtures/test';

test('a sign-in the browser sends itself, before the entry script has run, is a POST: the password never reaches an address', async ({
  page,
}) => {
  await useStoredLanguage(page, 'du');
  // The host's entry script is held back: nothing of the app runs, the server's HTML is all.
  const entry = await holdAnswers(page, '**/static/js/index.*.js');
  const documents: { method: string; url: string }[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document')
      documents.push({ method: request.method(), url: request.url() });
  });

  // A deferred script holds DOMContentLoaded back: wait for the server's form itself.
  await page.goto('/signin?returnTo=%2Fcard', { waitUntil: 'commit' });
  await expect(page.locator('#signin-password')).toBeVisible();
  await expect.poll(() => entry.asked()).toBe(true);
  await submitSignInForm(page, DEMO_SHOPPER);

  // The server answers the page again (303): the address is the sign-in page, never the form's
  // fields, and the password travelled only in a POST body.
  await expect.poll(() => documents.length).toBeGreaterThanOrEqual(3);
  const [first, posted, again] = documents;
  expect(first?.method).toBe('GET');
  expect(posted?.method).toBe('POST');
  expect(new URL(posted?.url ?? '').search).toBe('?returnTo=%2Fcard');
  expect(again?.method).toBe('GET');
  expect(documents.map((request) => request.url).join(' ')).not.toContain('password');
  await expect(page).toHaveURL(/\/signin\?returnTo=%2Fcard$/);

  // Once the script comes, the page is the working sign-in form.
  entry.release();
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  await submitSignInForm(page, DEMO_SHOPPER);
  await expect(page).toHaveURL(/\/card$/);
});

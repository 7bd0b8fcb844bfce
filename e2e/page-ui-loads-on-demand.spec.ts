import { HOST_URL, header, translation, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

/** The host's file of UI parts only pages use (form fields, checkboxes, cards). */
const isPageUiFile = (url: string) =>
  url.startsWith(HOST_URL) && /\/static\/js\/async\/page-ui\.[\da-f]+\.js$/.test(url);

// The shell itself never needs this file: a page of the host's own (the privacy notice) runs
// without it. (The home page does load it, after its first render, for its product cards.)
test('the form fields load with the sign-in page, not with the shell', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await useStoredLanguage(page, 'du');

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.filter(isPageUiFile)).toEqual([]);

  await header(page)
    .getByRole('link', { name: translation('translation', 'du', 'nav.signIn') })
    .first()
    .click();
  await expect(page.locator('#signin-email')).toBeVisible();
  expect(requested.filter(isPageUiFile)).toHaveLength(1);
});

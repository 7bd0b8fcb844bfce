import { holdRequests } from './fixtures/hold-requests';
import { HOST_URL, header, remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

/** The host's file of UI parts only pages use (form fields, checkboxes, cards). */
const isPageUiFile = (url: URL | string) =>
  String(url).startsWith(HOST_URL) &&
  /\/static\/js\/async\/page-ui\.[\da-f]+\.js$/.test(String(url));

test('the home page is whole before the page-only UI file arrives, which then loads once for every page', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await useStoredLanguage(page, 'du');
  // Hold the page-only UI file: the home page's first render must not wait for it.
  const release = await holdRequests(page, isPageUiFile);

  await page.goto('/');
  const home = remoteRoot(page, 'catalog');
  await expect(home.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(home.getByTestId('banner-large')).toBeVisible();
  // Its lower half (product cards) uses the page-only UI: the server's HTML has it already, and
  // the browser takes it over once the file has arrived.
  await expect(home.getByTestId('product-card').first()).toBeVisible();
  release();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await header(page)
    .getByRole('link', { name: translation('translation', 'du', 'nav.signIn') })
    .first()
    .click();
  await expect(page.locator('#signin-email')).toBeVisible();
  expect(requested.filter(isPageUiFile)).toHaveLength(1);
});

import { header, PAGE_API_URL, remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

test('the home page comes with its categories: the browser asks the API for them no more, for the header or the page', async ({
  page,
}) => {
  const categoryRequests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url() === `${PAGE_API_URL}/v1/categories`) {
      categoryRequests.push(request.url());
    }
  });
  await useStoredLanguage(page, 'du');
  await page.goto('/');

  // Both views show the categories: the page's count and the header's category menu.
  await expect(page.getByTestId('catalog-categories')).not.toBeEmpty();
  await expect(remoteRoot(page, 'catalog').getByRole('progressbar')).toHaveCount(0);
  const menu = translation('translation', 'du', 'megaMenu.label');
  await expect(header(page).getByRole('navigation', { name: menu }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The server's render fetched them once for both, and the document carries its answers.
  expect(categoryRequests).toHaveLength(0);
});

import { API_URL, translation, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

test("a remote calls the API through the host's runtime configuration", async ({
  page,
  request,
}) => {
  const answer = await request.get(`${API_URL}/v1/categories`);
  const categories = ((await answer.json()) as { data: unknown[] }).data;
  const key = categories.length === 1 ? 'home.categoriesCount_one' : 'home.categoriesCount_other';
  const expected = translation('catalog', 'du', key).replace(
    '{{count}}',
    String(categories.length),
  );

  await useStoredLanguage(page, 'du');
  await page.goto('/');
  await expect(page.getByTestId('catalog-categories')).toHaveText(expected);
});

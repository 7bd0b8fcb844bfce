import { remoteRoot, switchLanguage, translation, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

test("a language change re-renders a remote's texts without a reload (one i18next)", async ({
  page,
}) => {
  await useStoredLanguage(page, 'du');
  await page.goto('/store');
  const title = remoteRoot(page, 'catalog').getByRole('heading', { level: 1 });
  await expect(title).toHaveText(translation('catalog', 'du', 'store.title'));
  // A marker on window survives only if the page is not reloaded.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  await switchLanguage(page, 'ar');
  await expect(title).toHaveText(translation('catalog', 'ar', 'store.title'));
  await switchLanguage(page, 'du');
  await expect(title).toHaveText(translation('catalog', 'du', 'store.title'));
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
});

import { header, translation, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

test('the header search field shows one clear button, not the browser’s as well', async ({
  page,
}) => {
  await useStoredLanguage(page, 'du');
  await page.goto('/');
  const t = (key: string) => translation('translation', 'du', key);
  await header(page)
    .getByRole('button', { name: t('header.openSearch') })
    .click();
  const field = header(page).getByRole('combobox', { name: t('header.searchLabel') });
  await field.fill('Tee');
  // Chromium draws its own clear button at the end of a search field: a click there empties it.
  const box = await field.boundingBox();
  if (!box) throw new Error('The search field has no size.');
  await page.mouse.click(box.x + box.width - 6, box.y + box.height / 2);
  await expect(field).toHaveValue('Tee');
  await expect(header(page).getByRole('button', { name: t('header.closeSearch') })).toHaveCount(1);
});

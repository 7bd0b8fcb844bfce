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

test('on a 320 px phone the open search field is wide enough to read what is typed', async ({
  page,
}) => {
  await useStoredLanguage(page, 'ar');
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  const t = (key: string) => translation('translation', 'ar', key);
  await header(page)
    .getByRole('button', { name: t('header.openSearch') })
    .click();
  const field = header(page).getByRole('combobox', { name: t('header.searchLabel') });
  await field.fill('فستان');
  // It showed the last two characters typed, squeezed between the brand and the cart.
  const box = await field.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(180);
  await expect(field).toBeInViewport({ ratio: 1 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(header(page).getByRole('listbox')).toBeInViewport();
  await header(page)
    .getByRole('button', { name: t('header.closeSearch') })
    .click();
  await expect(header(page).getByRole('button', { name: t('header.openSearch') })).toBeFocused();
  await expect(header(page).getByRole('link', { name: t('header.cart') })).toBeVisible();
});

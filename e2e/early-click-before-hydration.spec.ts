import { holdAnswers } from './fixtures/hold-requests';
import { header, translation, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

test('a button pressed before the app has taken the server-rendered page over still works', async ({
  page,
}) => {
  await useStoredLanguage(page, 'du');
  // The home page's remote code is held back: the app cannot take the page over until it comes.
  const homePage = await holdAnswers(page, '**/__federation_expose_HomePage*.js');

  // Not until "load": the held script can hold the load event back.
  await page.goto('/', { waitUntil: 'commit' });
  await expect.poll(() => homePage.asked()).toBe(true);
  // The shell's code runs and keeps presses; the page's code, and so the app, is not there yet.
  await expect(page.locator('html[data-app-starting="true"]')).toHaveCount(1);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
  const t = (key: string) => translation('translation', 'du', key);
  await header(page)
    .getByRole('button', { name: t('header.openSearch') })
    .click();

  homePage.release();
  await expect(page.locator('html[data-app-ready="true"]')).toHaveCount(1);
  await expect(header(page).getByRole('combobox', { name: t('header.searchLabel') })).toBeVisible();
});

import {
  header,
  remoteRoot,
  switchLanguage,
  translation,
  useStoredLanguage,
} from './fixtures/shop';
import { expect, test } from './fixtures/test';

test('the language toggle switches lang, dir, stored choice, header and page, and survives a reload', async ({
  page,
}) => {
  await useStoredLanguage(page, 'ar');
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(remoteRoot(page, 'catalog').getByRole('heading', { level: 1 })).toHaveText(
    translation('catalog', 'ar', 'home.title'),
  );
  await switchLanguage(page, 'du');
  await expect(html).toHaveAttribute('lang', 'de');
  await expect(html).toHaveAttribute('dir', 'ltr');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('du');
  await expect(header(page)).toContainText(translation('translation', 'du', 'nav.signIn'));
  await expect(remoteRoot(page, 'catalog').getByRole('heading', { level: 1 })).toHaveText(
    translation('catalog', 'du', 'home.title'),
  );

  await page.reload();
  await expect(html).toHaveAttribute('lang', 'de');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(header(page)).toContainText(translation('translation', 'du', 'nav.signIn'));
  await expect(remoteRoot(page, 'catalog').getByRole('heading', { level: 1 })).toHaveText(
    translation('catalog', 'du', 'home.title'),
  );
  await page.waitForLoadState('networkidle');

  await switchLanguage(page, 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(header(page)).toContainText(translation('translation', 'ar', 'nav.signIn'));
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar');
});

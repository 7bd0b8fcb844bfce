import { remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

test('a copied store link opens the same results in Arabic, right to left', async ({ page }) => {
  await useStoredLanguage(page, 'ar');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/store?size=M&sort_by=price_asc&page=2');
  const store = remoteRoot(page, 'catalog');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(store.getByTestId('showing')).toContainText('عرض 16 إلى 30');
  await expect(store.getByRole('region', { name: 'عوامل التصفية النشطة' })).toContainText(
    'المقاس: M',
  );
  await expect(store.getByRole('combobox', { name: 'ترتيب حسب' })).toHaveText(
    'السعر من الأقل إلى الأعلى',
  );
  // The sidebar sits on the right in Arabic.
  const aside = await store.locator('aside').boundingBox();
  const grid = await store.getByTestId('product-card').first().boundingBox();
  expect(aside && grid && aside.x > grid.x).toBe(true);
  await page.screenshot({ path: '/tmp/catalog-store-ar-1280.png' });
});

test('on a phone the filters open in a drawer and filter the list (ar, 390 px)', async ({
  page,
}) => {
  await useStoredLanguage(page, 'ar');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/store');
  const store = remoteRoot(page, 'catalog');
  await expect(store.getByTestId('showing')).toContainText('عرض 1 إلى 15');
  await expect(store.locator('aside')).toBeHidden();
  await store.getByRole('button', { name: 'تصفية' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  // The drawer slides in from the right edge in Arabic; the picture is of where it comes to rest.
  await expect(drawer).toHaveCSS('transform', 'none');
  await page.screenshot({ path: '/tmp/catalog-drawer-ar-390.png' });
  const size = drawer.locator('[data-testid="size-filter-M"]');
  const count = /\((\d+)\)/.exec((await size.textContent()) ?? '')?.[1];
  await size.click();
  await expect(page).toHaveURL(/size=M/);
  await drawer.getByRole('button', { name: /^عرض/ }).click();
  await expect(drawer).toBeHidden();
  // "of N results" in the Arabic plural form of N (3 to 10 take نتائج, 11 and more نتيجة).
  const form = new Intl.PluralRules('ar').select(Number(count));
  const line = translation('catalog', 'ar', `pagination.showing_${form}`);
  const ofTotal = line.slice(line.indexOf(' من ') + 1).replace('{{total}}', String(count));
  await expect(store.getByTestId('showing')).toContainText(ofTotal);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '/tmp/catalog-store-ar-390.png', fullPage: false });
});

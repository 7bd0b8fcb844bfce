import type { Page } from '@playwright/test';
import { expectVisibleFocus, KEYBOARD_JOURNEY_TIMEOUT_MS, press, tabTo } from './fixtures/keyboard';
import { findProduct, productPage } from './fixtures/product-page';
import { remoteRoot, signInAsDemoShopper, translation, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

test.describe.configure({ timeout: KEYBOARD_JOURNEY_TIMEOUT_MS });

/** The horizontal centre of the focused element. */
const focusedCentre = (page: Page) =>
  page.evaluate(() => {
    const box = (document.activeElement as HTMLElement).getBoundingClientRect();
    return box.left + box.width / 2;
  });

test('in Arabic, Tab runs right to left through the header, and the gallery and account tabs mirror their arrow keys (ar)', async ({
  page,
  request,
}) => {
  await useStoredLanguage(page, 'ar');
  await signInAsDemoShopper(page, request);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(remoteRoot(page, 'catalog').getByTestId('product-card').first()).toBeVisible();

  // After the skip link, each Tab stop of the header's top row lies left of the one before.
  await press(page, 'Tab');
  const stops: number[] = [];
  for (let count = 0; count < 5; count += 1) {
    await press(page, 'Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('header') !== null)).toBe(
      true,
    );
    stops.push(await focusedCentre(page));
  }
  expect(stops).toEqual([...stops].sort((a, b) => b - a));
  await page.screenshot({ path: test.info().outputPath('keyboard-ar-1280.png') });

  // The gallery's next picture is to the left: ArrowLeft shows it, ArrowRight goes back.
  const product = await findProduct(request, (item) => item.images.length > 1);
  await page.goto(`/product/${product.id}`);
  const gallery = remoteRoot(page, 'product').getByRole('group', {
    name: translation('product', 'ar', 'gallery.label').replace('{{name}}', product.name_arabic),
  });
  await tabTo(page, gallery, { max: 40 });
  const picture = productPage(page).picture;
  const first = await picture.getAttribute('alt');
  await press(page, 'ArrowLeft');
  await expect(picture).not.toHaveAttribute('alt', first ?? '');
  await press(page, 'ArrowRight');
  await expect(picture).toHaveAttribute('alt', first ?? '');

  // On a phone the account tabs are a row: ArrowLeft moves on to the next tab.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/my-account');
  const account = remoteRoot(page, 'account');
  const tab = (key: string) =>
    account.getByRole('tab', { name: translation('account', 'ar', `tabs.${key}`) });
  await tabTo(page, tab('account'), { max: 40 });
  await press(page, 'ArrowLeft');
  await expect(tab('orders')).toBeFocused();
  await press(page, 'Enter');
  await expect(tab('orders')).toHaveAttribute('aria-selected', 'true');
  await press(page, 'ArrowRight');
  await expect(tab('account')).toBeFocused();
  await expectVisibleFocus(page);
  await page.screenshot({ path: test.info().outputPath('keyboard-ar-390.png') });
});

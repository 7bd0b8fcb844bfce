import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { createFreshShopper, signInAs } from './fixtures/fresh-shopper';
import { remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { addAddress, addToCart, variantsInStock } from './fixtures/shopping';
import { expect, test } from './fixtures/test';

const t = (key: string) => translation('cartCheckout', 'ar', key);
const PHONE = { width: 320, height: 640 };

async function noSidewaysScroll(page: import('@playwright/test').Page) {
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
}

test('Arabic: the cart and the checkout, right to left, on a 320 px phone', async ({
  page,
  request,
}) => {
  const shopper = await createFreshShopper(request, 'cart-ar');
  await addAddress(request, shopper);
  const { shoe, other } = await variantsInStock(request, shopper);
  if (!shoe[0] || !other[0]) throw new Error('the seed lacks variants');
  await addToCart(request, shopper, shoe[0], 1);
  await addToCart(request, shopper, other[0], 2);
  await useStoredLanguage(page, 'ar');
  await signInAs(page, shopper);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/card');

  const root = remoteRoot(page, 'cartCheckout');
  await expect(root.getByTestId('seller-group')).toHaveCount(2);
  await expect(root.getByTestId('cart-total')).toBeVisible();
  await page.screenshot({ path: '/tmp/cart-ar-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/cart-ar-1280.png', fullPage: true });
  await page.setViewportSize(PHONE);
  await noSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  // Proceed shows its spinner, then the checkout opens.
  await root.getByRole('button', { name: t('cart.proceed') }).click();
  await expect(root.getByRole('button', { name: t('cart.proceeding') })).toBeDisabled();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(root.getByTestId('summary-total')).toBeVisible();
  await noSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/checkout-ar-1280.png', fullPage: true });
});

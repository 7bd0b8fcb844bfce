import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { createFreshShopper, signInAs } from './fixtures/fresh-shopper';
import { remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { addAddress, addToCart, variantsInStock } from './fixtures/shopping';
import { expect, test } from './fixtures/test';

const t = (key: string) => translation('cartCheckout', 'ar', key);
const PHONE = { width: 320, height: 640 };

async function noSidewaysScroll(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
}

/** A fresh Arabic-speaking shopper with items of two sellers, signed in on the next page load. */
async function arabicShopper(page: Page, request: APIRequestContext, label: string) {
  const shopper = await createFreshShopper(request, label);
  await addAddress(request, shopper);
  const { shoe, other } = await variantsInStock(request, shopper);
  if (!shoe[0] || !other[0]) throw new Error('the seed lacks variants');
  await addToCart(request, shopper, shoe[0], 1);
  await addToCart(request, shopper, other[0], 2);
  await useStoredLanguage(page, 'ar');
  await signInAs(page, shopper);
}

test('Arabic: the cart, right to left, on a phone and a desktop, then on to checkout', async ({
  page,
  request,
}) => {
  await arabicShopper(page, request, 'cart-ar');
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

  // Proceed opens the checkout at once: nothing is waited for.
  await root.getByRole('link', { name: t('cart.proceed') }).click();
  await expect(page).toHaveURL(/\/checkout$/);
});

test('Arabic: the checkout on a 320 px phone', async ({ page, request }) => {
  await arabicShopper(page, request, 'checkout-ar');
  await page.setViewportSize(PHONE);
  await page.goto('/checkout');
  const root = remoteRoot(page, 'cartCheckout');
  await expect(root.getByTestId('summary-total')).toBeVisible();
  await noSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/checkout-ar-1280.png', fullPage: true });
});

import type { APIRequestContext, Page } from '@playwright/test';
import { formatEuro } from '@shop/shared-contracts/format/money';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { createFreshShopper, signInAs } from './fixtures/fresh-shopper';
import { remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { addAddress, addToCart, ordersOf, variantsInStock } from './fixtures/shopping';
import { expect, test } from './fixtures/test';

const t = (key: string) => translation('cartCheckout', 'du', key);

/** A fresh shopper with an address, two units of a shoe seller's item and one of another's. */
async function shopperAtCheckout(page: Page, request: APIRequestContext, label: string) {
  const shopper = await createFreshShopper(request, label);
  await addAddress(request, shopper);
  const { shoe, other } = await variantsInStock(request, shopper);
  if (!shoe[0] || !other[0]) throw new Error('the seed lacks variants');
  await addToCart(request, shopper, shoe[0], 2);
  await addToCart(request, shopper, other[0], 1);
  await useStoredLanguage(page, 'du');
  await signInAs(page, shopper);
  await page.goto('/checkout');
  const checkout = remoteRoot(page, 'cartCheckout');
  await expect(checkout.getByTestId('summary-total')).toBeVisible();
  return { shopper, checkout };
}

for (const code of ['SAVE10', 'FIX5', 'SCHUH15']) {
  test(`checkout with ${code}: the total shown is the placed order's final price`, async ({
    page,
    request,
  }) => {
    const { shopper, checkout } = await shopperAtCheckout(page, request, `checkout-${code}`);
    await checkout.getByLabel(t('coupon.label')).fill(code.toLowerCase());
    await checkout.getByRole('button', { name: t('coupon.apply') }).click();
    await expect(checkout.getByText(t('coupon.applied').replace('{{code}}', code))).toBeVisible();
    await expect(checkout.getByLabel(t('coupon.label'))).toBeDisabled();
    await expect(checkout.getByTestId('summary-discount')).toBeVisible();
    if (code === 'SCHUH15') {
      // Only the shoe seller's line is discounted, and the summary says on whose items.
      await expect(checkout.getByTestId('vendor-coupon-note')).toBeVisible();
      await expect(checkout.getByTestId('summary-seller-discount')).toHaveCount(1);
      await expect(checkout.getByTestId('line-discount')).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);
    }
    const shown = await checkout.getByTestId('summary-total').textContent();

    await checkout.getByRole('button', { name: t('placeOrder.submit') }).click();
    await expect(page).toHaveURL(/\/order-confirmation\?id=\d+$/);
    const [order] = await ordersOf(request, shopper);
    expect(order?.coupon_code).toBe(code);
    expect(shown).toBe(formatEuro(order?.final_price ?? -1, 'du'));
    await expect(page.getByTestId('order-total')).toHaveText(shown ?? '');
  });
}

test('an expired, an unknown and an empty coupon are refused with their reason', async ({
  page,
  request,
}) => {
  const { checkout } = await shopperAtCheckout(page, request, 'checkout-bad-coupons');
  const field = checkout.getByLabel(t('coupon.label'));
  const apply = checkout.getByRole('button', { name: t('coupon.apply') });
  const totalBefore = await checkout.getByTestId('summary-total').textContent();

  await apply.click();
  await expect(checkout.getByText(t('validation.emptyCoupon'))).toBeVisible();
  await field.fill('WINTER20');
  await apply.click();
  await expect(checkout.getByText(t('coupon.expired'))).toBeVisible();
  await field.fill('NOPE-NOPE');
  await apply.click();
  await expect(checkout.getByText(t('coupon.invalid'))).toBeVisible();
  await expect(field).toBeEnabled();
  await expect(checkout.getByTestId('summary-discount')).toHaveCount(0);
  await expect(checkout.getByTestId('summary-total')).toHaveText(totalBefore ?? '');

  // A valid code can be applied and cleared again.
  await field.fill('SAVE10');
  await apply.click();
  await expect(checkout.getByTestId('summary-discount')).toBeVisible();
  await checkout.getByRole('button', { name: t('coupon.clear') }).click();
  await expect(checkout.getByTestId('summary-discount')).toHaveCount(0);
  await expect(checkout.getByTestId('summary-total')).toHaveText(totalBefore ?? '');
  // Clearing is not a submit of the emptied field: no "enter a code" error appears.
  await expect(field).toBeEnabled();
  await expect(field).toHaveValue('');
  await expect(field).toHaveAttribute('aria-invalid', 'false');
  await expect(checkout.getByText(t('validation.emptyCoupon'))).toHaveCount(0);
});

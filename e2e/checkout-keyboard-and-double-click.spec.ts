import type { APIRequestContext, Page } from '@playwright/test';
import { createFreshShopper, type FreshShopper, signInAs } from './fixtures/fresh-shopper';
import { remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { addAddress, addToCart, ordersOf, variantsInStock } from './fixtures/shopping';
import { expect, test } from './fixtures/test';

const t = (key: string) => translation('cartCheckout', 'du', key);

async function atCheckout(page: Page, request: APIRequestContext, label: string) {
  const shopper = await createFreshShopper(request, label);
  await addAddress(request, shopper);
  const { other } = await variantsInStock(request, shopper);
  if (!other[0]) throw new Error('the seed lacks variants');
  await addToCart(request, shopper, other[0], 1);
  await useStoredLanguage(page, 'du');
  await signInAs(page, shopper);
  await page.goto('/checkout');
  await expect(remoteRoot(page, 'cartCheckout').getByTestId('summary-total')).toBeVisible();
  return shopper;
}

async function expectOneOrder(request: APIRequestContext, shopper: FreshShopper) {
  await expect.poll(async () => (await ordersOf(request, shopper)).length).toBe(1);
}

test('a double click on place order places one order', async ({ page, request }) => {
  const shopper = await atCheckout(page, request, 'checkout-double');
  await remoteRoot(page, 'cartCheckout')
    .getByRole('button', { name: t('placeOrder.submit') })
    .dblclick();
  await expect(page).toHaveURL(/\/order-confirmation\?id=\d+$/);
  await expectOneOrder(request, shopper);
});

/** Presses Tab until the focused element matches `selector`, as a keyboard user moves on. */
async function tabTo(page: Page, selector: string, limit = 60) {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted), selector)) return;
  }
  throw new Error(`${selector} was never reached with Tab`);
}

test('the checkout can be completed with the keyboard alone', async ({ page, request }) => {
  const shopper = await atCheckout(page, request, 'checkout-keyboard');
  await tabTo(page, 'input[name="shipping"]');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /^Express/ })).toBeChecked();
  await tabTo(page, '[data-testid="place-order"]');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order-confirmation\?id=\d+$/);
  await expectOneOrder(request, shopper);
  expect((await ordersOf(request, shopper))[0]?.shipping_type).toBe('fast');
});

import type { APIRequestContext } from '@playwright/test';
import type { Order } from '@shop/shared-contracts/api/entities';
import { formatEuro } from '@shop/shared-contracts/format/money';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { createFreshShopper, type FreshShopper, signInAs } from './fixtures/fresh-shopper';
import { API_URL, header, remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { addAddress, addToCart, variantsInStock } from './fixtures/shopping';
import { expect, test } from './fixtures/test';

/** A fresh shopper with one order placed through the API. */
async function shopperWithOrder(request: APIRequestContext, label: string) {
  const shopper = await createFreshShopper(request, label);
  await addAddress(request, shopper);
  const { other } = await variantsInStock(request, shopper);
  if (!other[0]) throw new Error('the seed lacks variants');
  await addToCart(request, shopper, other[0], 2);
  const addresses = await request.get(`${API_URL}/v1/address`, { headers: shopper.headers });
  const [address] = ((await addresses.json()) as { data: { id: number }[] }).data;
  const placed = await request.post(`${API_URL}/v1/place-order`, {
    headers: { ...shopper.headers, 'Idempotency-Key': `journey-${Date.now()}` },
    data: { address_id: address?.id, shipping_type: 'normal', coupon: '', wallet: false },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return { shopper, order: ((await placed.json()) as { data: Order }).data };
}

async function open(
  page: import('@playwright/test').Page,
  shopper: FreshShopper,
  language: 'du' | 'ar',
) {
  await useStoredLanguage(page, language);
  await signInAs(page, shopper);
}

test('the confirmation reloads by id, prints only the order, and refuses unknown ids', async ({
  page,
  request,
}) => {
  const t = (key: string) => translation('cartCheckout', 'du', key);
  const { shopper, order } = await shopperWithOrder(request, 'confirmation-du');
  await open(page, shopper, 'du');
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.goto(`/order-confirmation?id=${order.id}`);
  const confirmation = remoteRoot(page, 'cartCheckout');
  await expect(confirmation.getByTestId('order-number')).toHaveText(order.order_number);
  await expect(confirmation.getByTestId('order-total')).toHaveText(
    formatEuro(order.final_price, 'du'),
  );
  await expect(confirmation.getByTestId('payment-label')).toHaveText(
    t('payment.method.cardOnDelivery'),
  );
  await page.reload();
  await expect(confirmation.getByTestId('order-number')).toHaveText(order.order_number);
  await expectNoSeriousA11yViolations(page);

  await confirmation.getByRole('button', { name: t('confirmation.print') }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(confirmation.getByTestId('order-number')).toBeVisible();
  await expect(header(page)).toBeHidden();
  await expect(confirmation.getByRole('button', { name: t('confirmation.print') })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // `order_id` works too; an id that is not this shopper's shows "not found" with the orders.
  await page.goto(`/order-confirmation?order_id=${order.id}`);
  await expect(confirmation.getByTestId('order-number')).toHaveText(order.order_number);
  await page.goto('/order-confirmation?id=1');
  await expect(confirmation.getByText(t('confirmation.notFound'))).toBeVisible();
  await confirmation.getByRole('link', { name: t('confirmation.viewOrders') }).click();
  await expect(page).toHaveURL(/\/orders$/);
});

test('the confirmation in Arabic on a 320 px phone and on a desktop', async ({ page, request }) => {
  const t = (key: string) => translation('cartCheckout', 'ar', key);
  const { shopper, order } = await shopperWithOrder(request, 'confirmation-ar');
  await open(page, shopper, 'ar');
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`/order-confirmation?id=${order.id}`);
  const confirmation = remoteRoot(page, 'cartCheckout');
  await expect(confirmation.getByText(t('confirmation.thanks'))).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/order-confirmation-ar-1280.png', fullPage: true });
});

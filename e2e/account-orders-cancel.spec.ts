import { createFreshShopper, signInAs } from './fixtures/fresh-shopper';
import { API_URL, remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { placeOrderFor, stockOf } from './fixtures/shopper-orders';
import { expect, test } from './fixtures/test';

const text = (key: string) => translation('account', 'du', key);

test('a shopper cancels a pending order and its stock and wallet come back', async ({
  page,
  request,
}) => {
  const shopper = await createFreshShopper(request, 'cancel-order');
  const { order, product, variant } = await placeOrderFor(request, shopper, 23, 2);
  // The API's catalogue answers may be up to a second old, so the stock is polled.
  const stockBefore = variant.stock;
  await expect.poll(() => stockOf(request, product.id, variant.id)).toBe(stockBefore - 2);
  const walletBefore = await request.get(`${API_URL}/v1/wallet`, { headers: shopper.headers });
  const balance = ((await walletBefore.json()) as { data: { balance: number } }).data.balance;

  await useStoredLanguage(page, 'du');
  await signInAs(page, shopper);
  await page.goto('/orders');
  const card = remoteRoot(page, 'account').getByRole('article', { name: order.order_number });
  await expect(card.getByText(text('orders.status.pending'))).toBeVisible();
  await card.getByRole('button', { name: text('orders.cancel') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(order.order_number);
  await dialog.getByRole('button', { name: text('orders.cancelConfirm') }).click();

  await expect(card.getByText(text('orders.status.cancelled'))).toBeVisible();
  await expect(card.getByRole('button', { name: text('orders.cancel') })).toHaveCount(0);
  await expect.poll(() => stockOf(request, product.id, variant.id)).toBe(stockBefore);

  // The cancelled order is in its own status filter, and the wallet shows the same balance.
  await card.getByRole('button', { name: text('orders.showDetails') }).click();
  await expect(card.getByText(text('orders.timeline.cancelled')).first()).toBeVisible();
  await page.goto('/my-account?tab=wallet');
  const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
  await expect(remoteRoot(page, 'account').getByText(euro.format(balance)).first()).toBeVisible();
});

/**
 * Returns across remotes: a shopper returns an item of a delivered shipment on the order page
 * (account remote), the vendor decides on the Returns page (seller remote) and the shopper sees
 * the decision. Orders are set up through the API (the vendor accepts, ships and delivers).
 */
import { signInAs } from './fixtures/fresh-shopper';
import { askReturn, deliveredOrderOfDemoVendor } from './fixtures/returns';
import { API_URL, remoteRoot, translation, useStoredLanguage, waitForApp } from './fixtures/shop';
import { expect, test } from './fixtures/test';

test('a shopper returns an item, the vendor accepts: the wallet and the order show the refund (du)', async ({
  page,
  request,
}) => {
  const t = (key: string) => translation('account', 'du', key);
  const { vendor, shopper, order } = await deliveredOrderOfDemoVendor(request, 'return-du');
  await useStoredLanguage(page, 'du');
  await signInAs(page, shopper);
  await page.goto('/orders');
  await waitForApp(page);
  const card = remoteRoot(page, 'account').getByRole('article', { name: order.order_number });
  await card.getByRole('button', { name: t('orders.showDetails') }).click();
  await card.getByRole('button', { name: t('orders.returns.open') }).click();
  const dialog = page.getByRole('dialog', { name: t('orders.returns.title') });
  await dialog.getByRole('combobox').selectOption('1');
  await dialog
    .getByRole('textbox', { name: new RegExp(t('orders.returns.reason')) })
    .fill('Zu klein');
  await dialog.getByRole('button', { name: t('orders.returns.send') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText(t('orders.returns.status.requested'))).toBeVisible();

  // The vendor accepts through the API (the seller page is the refusal journey's).
  const list = await request.get(`${API_URL}/v1/seller/returns?status=requested`, {
    headers: vendor.headers,
  });
  const mine = (
    (await list.json()) as { data: { data: { id: number; order_id: number; refund: number }[] } }
  ).data.data.find((row) => row.order_id === order.id);
  expect(mine).toBeTruthy();
  const accepted = await request.post(`${API_URL}/v1/seller/returns/${mine?.id}/accept`, {
    headers: vendor.headers,
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);

  const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
  const refund = euro.format(mine?.refund ?? 0);
  await page.goto('/my-account?tab=wallet');
  const wallet = remoteRoot(page, 'account');
  await expect(wallet.getByText(`+${refund}`).first()).toBeVisible();
  await expect(
    wallet.getByText(t('wallet.entry.refund').replace('{{reference}}', order.order_number)),
  ).toBeVisible();
  await page.goto('/orders');
  await card.getByRole('button', { name: t('orders.showDetails') }).click();
  await expect(card.getByText(t('orders.returns.status.accepted'))).toBeVisible();
  await expect(
    card.getByText(t('orders.returns.refunded').replace('{{amount}}', refund)),
  ).toBeVisible();
});

test('the vendor refuses a return with a reason on the Returns page; the shopper sees it (ar)', async ({
  page,
  browser,
  request,
}) => {
  const s = (key: string) => translation('seller', 'ar', key);
  const { vendor, shopper, order, shipmentId, item } = await deliveredOrderOfDemoVendor(
    request,
    'return-ar',
  );
  await askReturn(request, shopper, order.id, shipmentId, item.id);
  const reason = `Getragen ${Date.now()}`;

  await useStoredLanguage(page, 'ar');
  await signInAs(page, vendor);
  await page.goto('/seller/returns?status=requested');
  await waitForApp(page);
  const card = remoteRoot(page, 'seller').getByRole('article', {
    name: s('returns.heading').replace('{{number}}', order.order_number),
  });
  await card.getByRole('button', { name: s('returns.refuse') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: new RegExp(s('reason.label')) }).fill(reason);
  await dialog.getByRole('button', { name: s('returns.refuseConfirm') }).click();
  await expect(dialog).toHaveCount(0);

  // The shopper, in their own browser session, reads the store's reason on the order page.
  const context = await browser.newContext();
  try {
    const shopperPage = await context.newPage();
    const t = (key: string) => translation('account', 'ar', key);
    await useStoredLanguage(shopperPage, 'ar');
    await signInAs(shopperPage, shopper);
    await shopperPage.goto('/orders');
    await waitForApp(shopperPage);
    const order2 = remoteRoot(shopperPage, 'account').getByRole('article', {
      name: order.order_number,
    });
    await order2.getByRole('button', { name: t('orders.showDetails') }).click();
    await expect(order2.getByText(t('orders.returns.status.refused'))).toBeVisible();
    await expect(
      order2.getByText(t('orders.returns.refusal').replace('{{reason}}', reason)),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});

import type { FreshShopper } from './fixtures/fresh-shopper';
import { signInAs } from './fixtures/fresh-shopper';
import { API_URL, remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { placeOrderFor } from './fixtures/shopper-orders';
import { expect, test } from './fixtures/test';

const text = (key: string) => translation('account', 'du', key);
/** The seeded shopper with wallet credit and no orders of the seed's own. */
const WALLET_SHOPPER = {
  email: 'wallet@example.com',
  password: 'Wallet123!',
  name: 'Wanda Wallet',
};

test('cancelling an order paid from the wallet gives the credit back, shown in the wallet', async ({
  page,
  request,
}) => {
  const login = await request.post(`${API_URL}/v1/login`, { data: WALLET_SHOPPER });
  expect(login.ok()).toBe(true);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const shopper: FreshShopper = {
    ...WALLET_SHOPPER,
    token,
    headers: { Authorization: `Bearer ${token}` },
  };
  const balance = async () => {
    const answer = await request.get(`${API_URL}/v1/wallet`, { headers: shopper.headers });
    return ((await answer.json()) as { data: { balance: number } }).data.balance;
  };
  const before = await balance();
  expect(before).toBeGreaterThan(0);
  // Not product 23, whose stock the other cancel journey watches.
  const { order } = await placeOrderFor(request, shopper, 31, 1);
  const afterOrder = await balance();
  expect(afterOrder).toBeLessThan(before);

  await useStoredLanguage(page, 'du');
  await signInAs(page, shopper);
  await page.goto('/orders');
  const card = remoteRoot(page, 'account').getByRole('article', { name: order.order_number });
  await card.getByRole('button', { name: text('orders.cancel') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: text('orders.cancelConfirm') })
    .click();
  await expect(card.getByText(text('orders.status.cancelled'))).toBeVisible();

  // The whole amount is back, once, and the wallet tab shows the new balance.
  await expect.poll(balance).toBe(before);
  await page.goto('/my-account?tab=wallet');
  const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
  const wallet = remoteRoot(page, 'account');
  await expect(wallet.getByText(euro.format(before)).first()).toBeVisible();
  await expect(wallet.getByText(`+${euro.format(before - afterOrder)}`).first()).toBeVisible();
  // The refund says what it is, in German, and the opening credit has its entry.
  await expect(
    wallet.getByText(text('wallet.entry.refund').replace('{{reference}}', order.order_number)),
  ).toBeVisible();
  await expect(wallet.getByText(text('wallet.entry.opening'))).toBeVisible();
});

/**
 * A vendor ships an order with the keyboard alone: accept the first new shipment of their store,
 * then ship it with a carrier and a tracking number. The demo vendor owns the seed's first store,
 * which has seeded order lines.
 */
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { signInAs } from './fixtures/fresh-shopper';
import { KEYBOARD_JOURNEY_TIMEOUT_MS, tabTo, typeInto } from './fixtures/keyboard';
import { signInDemo, VENDOR } from './fixtures/seller';
import { remoteRoot, translation, useStoredLanguage, waitForApp } from './fixtures/shop';
import { expect, test } from './fixtures/test';

test('a vendor accepts and ships an order with the keyboard only (du)', async ({
  page,
  request,
}) => {
  test.setTimeout(KEYBOARD_JOURNEY_TIMEOUT_MS * 2);
  const t = (key: string) => translation('seller', 'du', key);
  const tracking = `JJD${Date.now()}`;
  await useStoredLanguage(page, 'du');
  await signInAs(page, await signInDemo(request, VENDOR));
  await page.goto('/seller/orders?status=pending');
  await waitForApp(page);
  const seller = remoteRoot(page, 'seller');
  const order = seller.getByRole('article').first();
  const number = (await order.getByRole('heading').textContent()) ?? '';
  expect(number).not.toBe('');
  const card = seller.getByRole('article', { name: number });

  await tabTo(page, card.getByRole('button', { name: t('orders.accept') }), { max: 60 });
  await page.keyboard.press('Enter');
  // Accepted, the order leaves the "new" filter: show every status to follow it.
  await page.goto('/seller/orders');
  await waitForApp(page);
  await tabTo(page, card.getByRole('button', { name: t('orders.ship') }), { max: 80 });
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: t('orders.shipTitle') });
  await expect(
    dialog.getByRole('textbox', { name: new RegExp(t('orders.carrier')) }),
  ).toBeFocused();
  await typeInto(page, 'DHL');
  await tabTo(page, dialog.getByRole('textbox', { name: new RegExp(t('orders.trackingNumber')) }), {
    max: 3,
  });
  await typeInto(page, tracking);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText(tracking, { exact: false })).toBeVisible();
  await expect(card.getByText(t('orders.status.shipped'))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

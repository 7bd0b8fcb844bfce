/**
 * The marketplace end to end (issue 30's journey), in German and in Arabic: a shopper applies and
 * the operator approves; the new vendor lists a product with a picture; another shopper finds it by
 * search and buys it together with a product of another store; each vendor ships their part; the
 * shopper sees both shipments delivered and gets the mails in their language, returns the new
 * store's item; the vendor accepts on the Returns page, the refund is in the wallet and the new
 * vendor's statement shows the sale and the return. The operator's and the vendors' routine steps
 * go through the API here (their screens have their own seller-* journeys); the shopper's screens
 * and the vendor's returns and statement pages are used as their users use them.
 */
import type { APIRequestContext, Browser } from '@playwright/test';
import { formatEuro } from '@shop/shared-contracts/format/money';
import { type FreshShopper, signInAs } from './fixtures/fresh-shopper';
import {
  approveStore,
  deliverAs,
  listProduct,
  mailsTo,
  newShopper,
  placeOrder,
  productOfDemoStore,
  shipmentOf,
  statementWithShipment,
} from './fixtures/marketplace';
import { OPERATOR, signInDemo, VENDOR } from './fixtures/seller';
import { API_URL, remoteRoot, translation, useStoredLanguage, waitForApp } from './fixtures/shop';
import { expect, test } from './fixtures/test';

type Lng = 'du' | 'ar';

async function pageAs(browser: Browser, who: FreshShopper, lng: Lng) {
  const page = await (await browser.newContext()).newPage();
  await useStoredLanguage(page, lng);
  await signInAs(page, who);
  return page;
}

/** A translated text with its `{{name}}` placeholders filled. */
const text = (
  ns: Parameters<typeof translation>[0],
  lng: Lng,
  key: string,
  values: Record<string, string> = {},
) =>
  Object.entries(values).reduce(
    (result, [name, value]) => result.replace(`{{${name}}}`, value),
    translation(ns, lng, key),
  );

async function returnsOf(request: APIRequestContext, vendor: FreshShopper, status: string) {
  const answer = await request.get(`${API_URL}/v1/seller/returns?status=${status}`, {
    headers: vendor.headers,
  });
  return ((await answer.json()) as { data: { data: { order_id: number; refund: number }[] } }).data
    .data;
}

for (const lng of ['du', 'ar'] as const) {
  test(`apply, approve, list, buy from two stores, ship, return, refund, statement (${lng})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const account = (key: string, values?: Record<string, string>) =>
      text('account', lng, key, values);
    const seller = (key: string) => text('seller', lng, key);

    // A shopper applies to sell; the operator approves: the store exists, its owner is a vendor.
    const vendor = await newShopper(request, `across-vendor-${lng}`, lng);
    const stamp = Date.now();
    const store = { german: `Laden Querweg ${stamp}`, arabic: `متجر العبور ${stamp}` };
    await approveStore(request, vendor, store, await signInDemo(request, OPERATOR));
    const storeName = lng === 'ar' ? store.arabic : store.german;

    // The new vendor lists a product with a picture and publishes it.
    const names = { german: `Leinenjacke Querweg ${stamp}`, arabic: `سترة كتان العبور ${stamp}` };
    const product = await listProduct(request, vendor, names);
    const productName = lng === 'ar' ? names.arabic : names.german;

    // Another shopper finds it with the store's search...
    const shopper = await newShopper(request, `across-shopper-${lng}`, lng);
    const page = await pageAs(browser, shopper, lng);
    await page.goto(`/store?q=${encodeURIComponent(productName)}`);
    await expect(
      remoteRoot(page, 'catalog').locator(`a[href="/product/${product.id}"]`).first(),
    ).toBeVisible();

    // ...and buys it together with a product of the demo vendor's store.
    const demoVendor = await signInDemo(request, VENDOR);
    const other = await productOfDemoStore(request, demoVendor);
    const order = await placeOrder(request, shopper, [product.id, other]);

    // Each vendor accepts, ships and delivers their own part.
    const ownShipment = await shipmentOf(request, vendor, order.order_number);
    const otherShipment = await shipmentOf(request, demoVendor, order.order_number);
    const tracking = [`JJDQ${Date.now()}`, `JJDD${Date.now()}`] as const;
    await deliverAs(request, vendor, ownShipment, tracking[0]);
    await deliverAs(request, demoVendor, otherShipment, tracking[1]);

    // The shopper sees both shipments delivered, each with its tracking number.
    await page.goto('/orders');
    await waitForApp(page);
    const card = remoteRoot(page, 'account').getByRole('article', { name: order.order_number });
    await card.getByRole('button', { name: account('orders.showDetails') }).click();
    const own = card.getByTestId(`shipment-${ownShipment}`);
    const theirs = card.getByTestId(`shipment-${otherShipment}`);
    await expect(
      own.getByText(account('orders.shipment.from', { store: storeName })),
    ).toBeVisible();
    for (const [part, number] of [
      [own, tracking[0]],
      [theirs, tracking[1]],
    ] as const) {
      await expect(part.getByText(account('orders.shipment.status.delivered'))).toBeVisible();
      await expect(part.getByText(number, { exact: false })).toBeVisible();
    }

    // The mails came in the shopper's language: accepted, shipped and delivered for each part,
    // the two tracking numbers among them.
    const news = `${lng === 'ar' ? 'مستجدات طلبك' : 'Neuigkeiten zu deiner Bestellung'} ${order.order_number}`;
    const mails = await mailsTo(request, shopper.email, (mail) => mail.subject === news, 6);
    for (const number of tracking)
      expect(
        mails.some((mail) => mail.text.includes(number)),
        `a mail names ${number}`,
      ).toBe(true);

    // The shopper returns the new store's item on the order page.
    await own.getByRole('button', { name: account('orders.returns.open') }).click();
    const dialog = page.getByRole('dialog', { name: account('orders.returns.title') });
    await dialog.getByRole('combobox').first().selectOption('1');
    await dialog
      .getByRole('textbox', { name: new RegExp(account('orders.returns.reason')) })
      .fill(lng === 'ar' ? 'المقاس صغير' : 'Zu klein');
    await dialog.getByRole('button', { name: account('orders.returns.send') }).click();
    await expect(dialog).toHaveCount(0);
    await expect(own.getByText(account('orders.returns.status.requested'))).toBeVisible();

    // The new vendor accepts it on the Returns page.
    const vendorPage = await pageAs(browser, vendor, lng);
    await vendorPage.goto('/seller/returns');
    await waitForApp(vendorPage);
    await remoteRoot(vendorPage, 'seller')
      .getByRole('button', { name: seller('returns.accept') })
      .click();
    await expect.poll(async () => (await returnsOf(request, vendor, 'accepted')).length).toBe(1);
    const [accepted] = await returnsOf(request, vendor, 'accepted');
    const refund = accepted?.refund ?? 0;
    expect(refund).toBeGreaterThan(0);

    // The refund is in the shopper's wallet.
    await page.goto('/my-account?tab=wallet');
    await expect(
      remoteRoot(page, 'account')
        .getByText(`+${formatEuro(refund, lng)}`)
        .first(),
    ).toBeVisible();

    // The new vendor's statement of the delivery's month: the sale and the return of this order.
    const statement = await statementWithShipment(request, vendor, ownShipment);
    expect(
      statement.lines
        .filter((line) => line.order_number === order.order_number)
        .map((line) => [line.kind, line.amount]),
    ).toEqual([
      ['sale', expect.any(Number)],
      ['return', -refund],
    ]);
    await vendorPage.goto('/seller/statements');
    const statements = remoteRoot(vendorPage, 'seller');
    await statements
      .getByRole('table', { name: seller('statements.caption') })
      .getByRole('button')
      .first()
      .click();
    const month = statements.getByRole('region', {
      name: new RegExp(seller('statements.monthTitle').replace('{{month}}', '.+')),
    });
    await expect(month.getByText(order.order_number, { exact: false })).toHaveCount(2);
  });
}

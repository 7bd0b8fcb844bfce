/**
 * After a shipment of the vendor's store is delivered (set up through the API), the statement's
 * month shows the sale and the commission, and its CSV downloads in German with the header and the line.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { formatEuro } from '@shop/shared-contracts/format/money';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { createFreshShopper, type FreshShopper, signInAs } from './fixtures/fresh-shopper';
import { statementWithShipment } from './fixtures/marketplace';
import { expectNoSidewaysScroll, signInDemo, VENDOR } from './fixtures/seller';
import {
  API_URL,
  remoteRoot,
  switchLanguage,
  translation,
  useStoredLanguage,
  waitForApp,
} from './fixtures/shop';
import { placeOrderFor } from './fixtures/shopper-orders';
import { variantsInStock } from './fixtures/shopping';
import { expect, test } from './fixtures/test';

async function call<T>(
  request: APIRequestContext,
  vendor: FreshShopper,
  method: string,
  path: string,
  data?: object,
) {
  const answer = await request.fetch(`${API_URL}${path}`, {
    method,
    headers: vendor.headers,
    ...(data ? { data } : {}),
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

test('the statement shows a delivered sale and its commission, and downloads it as CSV (du; ar at 320 px)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const t = (key: string) => translation('seller', 'du', key);
  const vendor = await signInDemo(request, VENDOR);
  const { vendor_id: storeId } = await call<{ vendor_id: number }>(
    request,
    vendor,
    'GET',
    '/v1/seller/me',
  );
  const shopper = await createFreshShopper(request, 'seller-statement');
  const { shoe, other } = await variantsInStock(request, shopper);
  const mine = [...shoe, ...other].find((pick) => pick.vendor_id === storeId);
  if (!mine) throw new Error("the seed lacks an item of the vendor's store");
  const { order } = await placeOrderFor(request, shopper, mine.product_id, 1);

  const shipments = await call<{ data: { id: number; order_number: string }[] }>(
    request,
    vendor,
    'GET',
    '/v1/seller/shipments?status=pending',
  );
  const shipment = shipments.data.find((row) => row.order_number === order.order_number);
  if (!shipment) throw new Error('the new order has no shipment of the vendor');
  for (const [step, body] of [
    ['accept'],
    ['ship', { carrier: 'DHL', tracking_number: 'JJD1' }],
    ['deliver'],
  ] as const)
    await call(request, vendor, 'POST', `/v1/seller/shipments/${shipment.id}/${step}`, body);

  // The month as the API counts it (not the journey's clock, which may have passed midnight).
  const statement = await statementWithShipment(request, vendor, shipment.id);
  const { month } = statement;
  const line = statement.lines.find((item) => item.shipment_id === shipment.id);
  expect(line?.kind).toBe('sale');
  expect(line?.amount).toBeGreaterThan(0);
  // Every line at the configured rate (stored at delivery); the month's commission is the sum of
  // its lines' commissions, each rounded to the cent.
  expect(statement.commission_rate).toBe(line?.commission_rate);
  const cents = (euros: number) => Math.round(euros * 100);
  expect(cents(line?.commission ?? 0)).toBe(
    Math.round((cents(line?.amount ?? 0) * (line?.commission_rate ?? 0)) / 100),
  );
  expect(cents(statement.commission)).toBe(
    statement.lines.reduce((sum, item) => sum + cents(item.commission), 0),
  );

  await useStoredLanguage(page, 'du');
  await signInAs(page, vendor);
  await page.goto('/seller/statements');
  await waitForApp(page);
  const seller = remoteRoot(page, 'seller');
  const table = seller.getByRole('table', { name: t('statements.caption') });
  await table.getByRole('button').first().click();
  const detail = seller.getByRole('region', {
    name: new RegExp(t('statements.monthTitle').replace('{{month}}', '.+')),
  });
  await expect(detail.getByText(order.order_number, { exact: false })).toBeVisible();
  await expect(
    detail.getByText(`(${statement.commission_rate} %) ${formatEuro(statement.commission, 'du')}`, {
      exact: false,
    }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    detail.getByRole('button', { name: t('statements.download') }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^statement-[a-z0-9-]+-${month}\\.csv$`));
  // Downloaded from the German page: a byte order mark, German headers and kinds, semicolons and
  // decimal commas (the API's file without `lang` keeps the English header).
  const rows = (await readFile(await download.path(), 'utf8')).split('\r\n');
  expect(rows[0]).toBe(
    '\uFEFFDatum;Art;Bestellnummer;Sendung;Betrag (EUR);Provisionssatz (%);Provision (EUR)',
  );
  const comma = (value: number | undefined, digits?: number) =>
    (digits === undefined ? String(value) : (value ?? 0).toFixed(digits)).replace('.', ',');
  expect(rows).toContain(
    `${line?.date};Verkauf;${order.order_number};${shipment.id};${comma(line?.amount, 2)};${comma(line?.commission_rate)};${comma(line?.commission, 2)}`,
  );

  // The same page in Arabic on a narrow phone: right to left, the table scrolls in its own box.
  await switchLanguage(page, 'ar');
  await page.setViewportSize({ width: 320, height: 800 });
  const caption = translation('seller', 'ar', 'statements.caption');
  await expect(seller.getByRole('table', { name: caption })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});

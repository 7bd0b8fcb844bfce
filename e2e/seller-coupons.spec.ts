/**
 * A vendor creates a coupon of their store in the seller center; a shopper with items of that
 * store and of another applies it at checkout and it takes off only that store's items.
 */
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { createFreshShopper, signInAs } from './fixtures/fresh-shopper';
import { expectNoSidewaysScroll, signInDemo, VENDOR } from './fixtures/seller';
import {
  API_URL,
  remoteRoot,
  switchLanguage,
  translation,
  useStoredLanguage,
  waitForApp,
} from './fixtures/shop';
import { addAddress, addToCart, quoteOf, variantsInStock } from './fixtures/shopping';
import { expect, test } from './fixtures/test';

test("a vendor's new coupon takes off only that store's items at checkout (du; ar at 320 px)", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const t = (key: string) => translation('seller', 'du', key);
  const checkoutText = (key: string) => translation('cartCheckout', 'du', key);
  const code = `E2E-${Date.now()}`;
  const vendor = await signInDemo(request, VENDOR);
  const me = await request.get(`${API_URL}/v1/seller/me`, { headers: vendor.headers });
  const storeId = ((await me.json()) as { data: { vendor_id: number } }).data.vendor_id;

  await useStoredLanguage(page, 'du');
  await signInAs(page, vendor);
  await page.goto('/seller/coupons');
  await waitForApp(page);
  const seller = remoteRoot(page, 'seller');
  await seller
    .getByRole('button', { name: t('coupons.new') })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: t('coupons.newTitle') });
  await dialog.getByRole('textbox', { name: new RegExp(t('coupons.code')) }).fill(code);
  await dialog.getByRole('textbox', { name: new RegExp(t('coupons.percent')) }).fill('20');
  await dialog.getByLabel(t('coupons.endsAt')).fill('2099-12-31');
  await dialog.getByRole('button', { name: t('form.save') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(seller.getByRole('article', { name: code })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A shopper with one item of the vendor's store and one of another store.
  const shopper = await createFreshShopper(request, 'seller-coupon');
  await addAddress(request, shopper);
  const { shoe, other } = await variantsInStock(request, shopper);
  const picks = [...shoe, ...other];
  const mine = picks.find((pick) => pick.vendor_id === storeId);
  const theirs = picks.find((pick) => pick.vendor_id !== storeId);
  if (!mine || !theirs) throw new Error('the seed lacks items of two stores');
  await addToCart(request, shopper, mine, 1);
  await addToCart(request, shopper, theirs, 1);

  // The shopper in a tab of their own: a tab starts signed in only on its first load.
  const shopperPage = await page.context().newPage();
  await useStoredLanguage(shopperPage, 'du');
  await signInAs(shopperPage, shopper);
  await shopperPage.goto('/checkout');
  const checkout = remoteRoot(shopperPage, 'cartCheckout');
  await expect(checkout.getByTestId('summary-total')).toBeVisible();
  await checkout.getByLabel(checkoutText('coupon.label')).fill(code.toLowerCase());
  await checkout.getByRole('button', { name: checkoutText('coupon.apply') }).click();
  await expect(checkout.getByTestId('vendor-coupon-note')).toBeVisible();
  await expect(checkout.getByTestId('line-discount')).toHaveCount(1);

  const quote = await quoteOf(request, shopper, {
    shipping_type: 'normal',
    coupon: code,
    wallet: false,
  });
  const line = (vendorId: number) => quote.lines.find((item) => item.vendor.id === vendorId);
  expect(line(storeId)?.discount).toBe(Math.round((line(storeId)?.subtotal ?? 0) * 20) / 100);
  expect(line(theirs.vendor_id)?.discount).toBe(0);

  // The vendor's page in Arabic on a narrow phone: right to left, no sideways scrolling.
  await shopperPage.close();
  await switchLanguage(page, 'ar');
  await page.setViewportSize({ width: 320, height: 800 });
  await expect(
    seller.getByRole('button', { name: translation('seller', 'ar', 'coupons.new') }),
  ).toBeVisible();
  await expect(seller.getByRole('article', { name: code })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});

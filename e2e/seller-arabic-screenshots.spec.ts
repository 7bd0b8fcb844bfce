/**
 * The seller center in Arabic at a narrow phone (320 px) and a desktop (1280 px): right to left,
 * no sideways scrolling, no serious axe finding, and screenshots of the pages whose content no
 * other journey changes (the empty new-product form and the not-a-vendor page). The dashboard,
 * products and orders change with every journey, so they are held by the checks, not by pixels.
 */
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { createFreshShopper, signInAs } from './fixtures/fresh-shopper';
import { expectNoSidewaysScroll, signInDemo, VENDOR } from './fixtures/seller';
import { remoteRoot, translation, useStoredLanguage, waitForApp } from './fixtures/shop';
import { expect, test } from './fixtures/test';

const WIDTHS = [320, 1280] as const;
const SHOT = { animations: 'disabled', caret: 'hide', maxDiffPixels: 20 } as const;
const PAGES = [
  '/seller',
  '/seller/products',
  '/seller/products/new',
  '/seller/orders',
  '/seller/store',
];

for (const width of WIDTHS) {
  test(`the seller center in Arabic at ${width} px`, async ({ page, request }) => {
    // Every page of the seller center, each with its axe check, then the picture: more than the
    // default 30 s on two busy cores.
    test.setTimeout(60_000);
    const t = (key: string) => translation('seller', 'ar', key);
    await page.setViewportSize({ width, height: 900 });
    await useStoredLanguage(page, 'ar');
    await signInAs(page, await signInDemo(request, VENDOR));
    const seller = remoteRoot(page, 'seller');
    for (const path of PAGES) {
      await page.goto(path);
      await waitForApp(page);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(seller.getByRole('navigation', { name: t('nav.label') })).toBeVisible();
      // Loaded: no loading state is left (the counts above lists are statuses too, but not busy).
      await expect(seller.locator('[role="status"][aria-busy="true"]')).toHaveCount(0, {
        timeout: 15_000,
      });
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
    }
    await page.goto('/seller/products/new');
    await waitForApp(page);
    await expect(
      seller.getByRole('textbox', { name: new RegExp(`^${t('form.name_arabic')}`) }),
    ).toHaveAttribute('dir', 'rtl');
    await expect(seller).toHaveScreenshot(`seller-new-product-ar-${width}.png`, SHOT);
  });

  test(`the not-a-vendor page in Arabic at ${width} px`, async ({ page, request }) => {
    const t = (key: string) => translation('seller', 'ar', key);
    await page.setViewportSize({ width, height: 900 });
    await useStoredLanguage(page, 'ar');
    await signInAs(page, await createFreshShopper(request, 'seller-ar'));
    await page.goto('/seller');
    await waitForApp(page);
    const seller = remoteRoot(page, 'seller');
    await expect(seller.getByText(t('gate.notVendor'))).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await expect(seller).toHaveScreenshot(`seller-not-a-vendor-ar-${width}.png`, SHOT);
  });
}

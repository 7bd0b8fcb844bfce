import { createShopTheme } from '@shop/shared-platform/theme/create-shop-theme';
import { switchLanguage, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test.beforeEach(async ({ page }) => {
  await useStoredLanguage(page, 'du');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
});

test("the host's theme colour reaches a remote's MUI button (one MUI, one emotion)", async ({
  page,
}) => {
  const primary = createShopTheme('ltr').palette.primary.main;
  const button = page.getByTestId('catalog-cta');
  await expect(button).toBeVisible();
  await expect(button).toHaveCSS('background-color', rgb(primary));
});

test("right-to-left styling mirrors a remote's layout in Arabic", async ({ page }) => {
  // The large home banner sits at the inline start: left in German, right in Arabic.
  const large = page.getByTestId('banner-large');
  const main = page.getByTestId('banner-main');
  await expect(main).toBeVisible();
  const x = async () => [(await large.boundingBox())?.x ?? 0, (await main.boundingBox())?.x ?? 0];
  const [largeLtr, mainLtr] = await x();
  expect(largeLtr).toBeLessThan(mainLtr ?? 0);

  await switchLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect
    .poll(async () => {
      const [largeRtl, mainRtl] = await x();
      return (largeRtl ?? 0) > (mainRtl ?? 0);
    })
    .toBe(true);
});

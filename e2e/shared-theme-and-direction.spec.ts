import { createShopTheme } from '@shop/shared-platform/theme/create-shop-theme';
import { switchLanguage, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test.beforeEach(async ({ page }) => {
  await useStoredLanguage(page, 'du');
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

test("right-to-left styling flips a remote's margins in Arabic", async ({ page }) => {
  const intro = page.getByTestId('catalog-intro');
  await expect(intro).toHaveCSS('margin-left', '32px');
  await expect(intro).toHaveCSS('margin-right', '0px');

  await switchLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(intro).toHaveCSS('margin-right', '32px');
  await expect(intro).toHaveCSS('margin-left', '0px');
});

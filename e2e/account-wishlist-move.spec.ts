import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { createFreshShopper, signInAs } from './fixtures/fresh-shopper';
import { API_URL, remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { wishlistProduct } from './fixtures/shopper-orders';
import { expect, test } from './fixtures/test';

test('a shopper moves a wishlist product into the cart, choosing its variant', async ({
  page,
  request,
}) => {
  const shopper = await createFreshShopper(request, 'wishlist-move');
  const { product, inStock } = await wishlistProduct(request, shopper, 5);

  await useStoredLanguage(page, 'du');
  await signInAs(page, shopper);
  await page.goto('/my-account?tab=wishlist');
  const root = remoteRoot(page, 'account');
  const card = root.getByRole('article', { name: product.name_german });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `${product.name_german} in den Warenkorb legen` }).click();
  if (inStock.length > 1) {
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').click();
    await page.getByRole('option').nth(1).click();
    await dialog
      .getByRole('button', { name: translation('account', 'du', 'wishlist.moveToCart') })
      .click();
  }
  await expect(root.getByText(translation('account', 'du', 'wishlist.empty'))).toBeVisible();
  // The header's badge follows through the cart event.
  await expect(page.getByTestId('cart-badge').locator('.MuiBadge-badge').first()).toHaveText('1');
  const cart = await request.get(`${API_URL}/v1/cart`, { headers: shopper.headers });
  const lines = ((await cart.json()) as { data: { product: { id: number } }[] }).data;
  expect(lines.map((line) => line.product.id)).toEqual([product.id]);
});

test('the wishlist tab in Arabic passes axe and fits 320 px', async ({ page, request }) => {
  const shopper = await createFreshShopper(request, 'wishlist-ar');
  for (const productId of [6, 7]) {
    await request.post(`${API_URL}/v1/wishlist`, {
      headers: shopper.headers,
      data: { product_id: productId },
    });
  }
  await page.setViewportSize({ width: 320, height: 700 });
  await useStoredLanguage(page, 'ar');
  await signInAs(page, shopper);
  await page.goto('/my-account?tab=wishlist');
  await expect(remoteRoot(page, 'account').getByRole('article')).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/account-wishlist-ar-320.png', fullPage: true });
});

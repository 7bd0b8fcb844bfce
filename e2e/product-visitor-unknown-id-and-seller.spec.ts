import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { productFromApi } from './fixtures/product-page';
import { API_URL, remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

test('a visitor reads the product and may buy, but needs to sign in for a wishlist or a review (du)', async ({
  page,
  request,
}) => {
  const product = await productFromApi(request, 2);
  const t = (key: string) => translation('product', 'du', key);
  await useStoredLanguage(page, 'du');
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name_german);
  // A visitor's cart is kept on the server (cart-visitor-keeps-cart-through-sign-in.spec.ts).
  await expect(page.getByRole('button', { name: t('purchase.addToCart') })).toBeEnabled();
  await expect(page.getByRole('button', { name: t('purchase.addToWishlist') })).toBeDisabled();
  await expect(remoteRoot(page, 'product').getByText(t('purchase.signInHint'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('reviews.write') })).toBeDisabled();
  await expect(page.getByTestId('login-to-review')).toContainText(t('reviews.loginToReview'));

  // The seller card, with figures from the API, leads to the seller's products in the store.
  const vendor = (
    (await (await request.get(`${API_URL}/v1/vendors/${product.vendor_id}`)).json()) as {
      data: { store_name_in_german: string };
    }
  ).data;
  await expect(page.getByTestId('seller-name')).toHaveText(vendor.store_name_in_german);
  await page.getByRole('link', { name: t('seller.allProducts') }).click();
  await expect(page).toHaveURL(`/store?vendor_id=${product.vendor_id}`);
  await expect(remoteRoot(page, 'catalog')).toBeVisible();

  // The sign-in link returns to the product.
  await page.goBack();
  await remoteRoot(page, 'product')
    .getByRole('link', { name: t('purchase.signIn') })
    .first()
    .click();
  await expect(page).toHaveURL(`/signin?returnTo=${encodeURIComponent(`/product/${product.id}`)}`);
});

for (const language of ['du', 'ar'] as const) {
  test(`an unknown or malformed product id shows "not found" with a way to the store (${language})`, async ({
    page,
  }) => {
    const t = (key: string) => translation('product', language, key);
    await useStoredLanguage(page, language);
    await page.goto('/product/99999');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notFound.title'));
    await expectNoSeriousA11yViolations(page);
    await page.goto('/product/abc');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notFound.title'));
    await page.getByRole('link', { name: t('notFound.toStore') }).click();
    await expect(page).toHaveURL('/store');
  });
}

import type { APIRequestContext } from '@playwright/test';
import type { CartItem, Product } from '@shop/shared-contracts/api/entities';
import { createFreshShopper } from './fixtures/fresh-shopper';
import { API_URL, remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { submitSignInForm } from './fixtures/sign-in-form';
import { expect, test } from './fixtures/test';

/** A product with one variant of at least `stock` items (so a visitor's two fit). */
async function productInStock(request: APIRequestContext, stock: number) {
  const answer = await request.get(`${API_URL}/v1/products/search`, { params: { per_page: 30 } });
  const products = ((await answer.json()) as { data: { products: { data: Product[] } } }).data
    .products.data;
  for (const product of products) {
    const variant = product.variants.find((item) => !item.is_out_of_stock && item.stock >= stock);
    if (variant) return { product, variant };
  }
  throw new Error(`The seed has no variant with ${stock} items in stock.`);
}

// A visitor fills a cart (kept on the server, bound to its own cookie), sees it in the header and
// on the cart page, and keeps it through sign-in: the checkout asks them to sign in and comes
// back to itself with the cart, now the account's.
test('a visitor fills a cart, signs in at the checkout and finds the cart there (du)', async ({
  page,
  request,
}) => {
  const shopper = await createFreshShopper(request, 'visitor-cart');
  const { product, variant } = await productInStock(request, 4);
  const t = (key: string) => translation('product', 'du', key);
  const cartText = (key: string) => translation('cartCheckout', 'du', key);
  await useStoredLanguage(page, 'du');
  await page.goto(`/product/${product.id}?variant=${variant.id}`);
  const buy = remoteRoot(page, 'product').getByRole('button', { name: t('purchase.addToCart') });
  await expect(buy).toBeEnabled();
  await buy.click();
  const toast = page.getByRole('alert').filter({ hasText: product.name_german });
  await expect(toast.getByRole('link', { name: t('purchase.toCart') })).toBeVisible();
  const badge = page.getByTestId('cart-badge').locator('.MuiBadge-badge').first();
  await expect(badge).toHaveText('1');

  // The cart page shows the visitor's line; the checkout sends them to sign-in and back.
  await toast.getByRole('link', { name: t('purchase.toCart') }).click();
  const cart = remoteRoot(page, 'cartCheckout');
  await expect(cart.getByRole('link', { name: product.name_german }).first()).toBeVisible();
  await cart.getByRole('link', { name: cartText('cart.proceed') }).click();
  await expect(page).toHaveURL(`/signin?returnTo=${encodeURIComponent('/checkout')}`);
  await submitSignInForm(page, { email: shopper.email, password: shopper.password });
  await expect(page).toHaveURL('/checkout');
  await expect(
    remoteRoot(page, 'cartCheckout').getByText(product.name_german).first(),
  ).toBeVisible();
  await expect(badge).toHaveText('1');

  // The line is the account's now, on the server.
  const answer = await request.get(`${API_URL}/v1/cart`, { headers: shopper.headers });
  const lines = ((await answer.json()) as { data: CartItem[] }).data;
  expect(lines.map((line) => [line.product.id, line.product_variant.id, line.quantity])).toEqual([
    [product.id, variant.id, 1],
  ]);
});

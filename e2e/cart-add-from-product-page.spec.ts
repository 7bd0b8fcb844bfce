import { createFreshShopper, signInAs } from './fixtures/fresh-shopper';
import { findProduct, inStock, productPage } from './fixtures/product-page';
import { header, remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { cartOf } from './fixtures/shopping';
import { expect, test } from './fixtures/test';

const productText = (key: string) => translation('product', 'du', key);
const cartText = (key: string) => translation('cartCheckout', 'du', key);

test('a variant added on the product page is in the cart with its quantity', async ({
  page,
  request,
}) => {
  const shopper = await createFreshShopper(request, 'cart-from-product');
  const product = await findProduct(request, (item) =>
    item.variants.some((variant) => inStock(variant) && variant.stock >= 3),
  );
  const variant = product.variants.find((item) => inStock(item) && item.stock >= 3);
  if (!variant) throw new Error('no variant with a stock of 3');

  await useStoredLanguage(page, 'du');
  await signInAs(page, shopper);
  await page.goto(`/product/${product.id}?variant=${variant.id}`);
  await expect(productPage(page).heading).toHaveText(product.name_german);
  await page.getByRole('button', { name: productText('quantity.increase') }).click();
  await page.getByRole('button', { name: productText('purchase.addToCart') }).click();
  const badge = page.getByTestId('cart-badge').locator('.MuiBadge-badge').first();
  await expect(badge).toHaveText('2');

  // Through the header's cart link, as a shopper would go.
  await header(page).getByTestId('cart-badge').click();
  await expect(page).toHaveURL(/\/card$/);
  const cart = remoteRoot(page, 'cartCheckout');
  const quantity = cart.getByRole('group', {
    name: cartText('cart.quantityOf').replace('{{name}}', product.name_german),
  });
  await expect(quantity.locator('output')).toHaveText('2');
  const items = await cartOf(request, shopper);
  expect(items.map((item) => [item.product_variant.id, item.quantity])).toEqual([[variant.id, 2]]);
});

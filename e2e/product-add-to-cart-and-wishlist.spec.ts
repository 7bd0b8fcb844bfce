import { createFreshShopper, signInAs } from './fixtures/fresh-shopper';
import { findProduct, inStock, productPage } from './fixtures/product-page';
import { API_URL, translation, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

const t = (key: string) => translation('product', 'du', key);

test('a shopper adds a variant to the cart up to its stock and the product to the wishlist (du)', async ({
  page,
  request,
}) => {
  const shopper = await createFreshShopper(request, 'product-cart');
  // A variant with a small stock, so the stepper's limit is reached in a few clicks.
  const product = await findProduct(request, (item) =>
    item.variants.some((variant) => inStock(variant) && variant.stock >= 2 && variant.stock <= 5),
  );
  const variant = product.variants.find(
    (item) => inStock(item) && item.stock >= 2 && item.stock <= 5,
  );
  if (!variant) throw new Error('no variant with a small stock');

  await useStoredLanguage(page, 'du');
  await signInAs(page, shopper);
  await page.goto(`/product/${product.id}?variant=${variant.id}`);
  await expect(productPage(page).heading).toHaveText(product.name_german);

  const plus = page.getByRole('button', { name: t('quantity.increase') });
  const minus = page.getByRole('button', { name: t('quantity.decrease') });
  const quantity = page.getByRole('spinbutton', { name: t('quantity.label') });
  await expect(minus).toBeDisabled();
  for (let count = 1; count < variant.stock; count += 1) await plus.click();
  await expect(quantity).toHaveValue(String(variant.stock));
  await expect(plus).toBeDisabled();

  const badge = page.getByTestId('cart-badge').locator('.MuiBadge-badge').first();
  await page.getByRole('button', { name: t('purchase.addToCart') }).click();
  await expect(
    page.getByText(t('purchase.addedToCart').replace('{{name}}', product.name_german)),
  ).toBeVisible();
  await expect(badge).toHaveText(String(variant.stock));

  // The whole stock is in the cart: one more is refused by the server, in the shopper's words.
  await page.getByRole('button', { name: t('purchase.addToCart') }).click();
  const refusal = t('purchase.onlyInStock_other').replace('{{count}}', String(variant.stock));
  await expect(page.getByText(refusal)).toBeVisible();
  await expect(badge).toHaveText(String(variant.stock));

  await page.getByRole('button', { name: t('purchase.addToWishlist') }).click();
  await expect(
    page.getByText(t('purchase.addedToWishlist').replace('{{name}}', product.name_german)),
  ).toBeVisible();
  const wishlist = await request.get(`${API_URL}/v1/wishlist`, { headers: shopper.headers });
  const items = ((await wishlist.json()) as { data: { product: { id: number } }[] }).data;
  expect(items.map((item) => item.product.id)).toEqual([product.id]);

  // Coming back, the page shows the product as saved, and the same button takes it off again.
  await page.reload();
  const saved = page.getByRole('button', { name: t('purchase.savedToWishlist') });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await saved.click();
  await expect(page.getByRole('button', { name: t('purchase.addToWishlist') })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  const after = await request.get(`${API_URL}/v1/wishlist`, { headers: shopper.headers });
  expect(((await after.json()) as { data: unknown[] }).data).toEqual([]);
});

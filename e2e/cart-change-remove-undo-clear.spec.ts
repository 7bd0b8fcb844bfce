import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { createFreshShopper, signInAs } from './fixtures/fresh-shopper';
import { remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { addToCart, cartOf, variantsInStock } from './fixtures/shopping';
import { expect, test } from './fixtures/test';

const t = (key: string) => translation('cartCheckout', 'du', key);

test('the cart groups items by seller, changes quantities, undoes a remove and clears', async ({
  page,
  request,
}) => {
  const shopper = await createFreshShopper(request, 'cart-change');
  const { shoe, other } = await variantsInStock(request, shopper);
  const [shoePick, otherPick] = [shoe[0], other[0]];
  if (!shoePick || !otherPick) throw new Error('the seed lacks variants');
  const shoeItem = await addToCart(request, shopper, shoePick, 1);
  const otherItem = await addToCart(request, shopper, otherPick, 1);
  await useStoredLanguage(page, 'du');
  await signInAs(page, shopper);
  await page.goto('/card');

  const cart = remoteRoot(page, 'cartCheckout');
  const badge = page.getByTestId('cart-badge').locator('.MuiBadge-badge').first();
  await expect(cart.getByTestId('seller-group')).toHaveCount(2);
  await expect(
    cart.getByRole('heading', {
      name: t('cart.soldBy').replace('{{seller}}', shoeItem.vendor.store_name_in_german),
    }),
  ).toBeVisible();
  await expect(badge).toHaveText('2');
  await expectNoSeriousA11yViolations(page);

  // One more of the shoe item: the server has 2, and the header badge follows.
  const shoeName = shoeItem.product.name_german;
  await cart
    .getByRole('button', { name: t('cart.increase').replace('{{name}}', shoeName) })
    .click();
  await expect(badge).toHaveText('3');
  expect((await cartOf(request, shopper)).find((item) => item.id === shoeItem.id)?.quantity).toBe(
    2,
  );

  // Remove the other seller's item, then put it back from the toast.
  const otherName = otherItem.product.name_german;
  await cart
    .getByRole('button', { name: t('cart.removeItem').replace('{{name}}', otherName) })
    .click();
  await expect(cart.getByTestId('seller-group')).toHaveCount(1);
  await expect(badge).toHaveText('2');
  await page.getByRole('button', { name: t('toast.undo') }).click();
  await expect(cart.getByTestId('seller-group')).toHaveCount(2);
  await expect(badge).toHaveText('3');
  expect((await cartOf(request, shopper)).map((item) => item.product_variant.id).sort()).toEqual(
    [shoePick.product_variant_id, otherPick.product_variant_id].sort(),
  );

  // Clearing asks first; cancelling keeps everything.
  await cart.getByRole('button', { name: t('cart.clear') }).click();
  const dialog = page.getByRole('dialog', { name: t('cart.clearTitle') });
  await dialog.getByRole('button', { name: t('cart.clearCancel') }).click();
  await expect(cart.getByTestId('cart-item')).toHaveCount(2);
  await cart.getByRole('button', { name: t('cart.clear') }).click();
  await dialog.getByRole('button', { name: t('cart.clearConfirm') }).click();
  await expect(cart.getByText(t('cart.empty'))).toBeVisible();
  await expect(badge).toBeHidden();
  expect(await cartOf(request, shopper)).toEqual([]);
});

import type { Product } from '@shop/shared-contracts/api/entities';
import { createFreshShopper } from './fixtures/fresh-shopper';
import {
  arrowTo,
  expectVisibleFocus,
  KEYBOARD_JOURNEY_TIMEOUT_MS,
  press,
  signInWithKeyboard,
  tabTo,
} from './fixtures/keyboard';
import { colorOf, findProduct, inStock, productPage, sizeOf } from './fixtures/product-page';
import { API_URL, header, remoteRoot, useStoredLanguage } from './fixtures/shop';
import { cartOf } from './fixtures/shopping';
import { expect, test } from './fixtures/test';

test.describe.configure({ timeout: KEYBOARD_JOURNEY_TIMEOUT_MS });

test('with the keyboard alone a visitor signs in from a product, uses the gallery, chooses a size and a quantity, and adds it to the cart and the wishlist (du)', async ({
  page,
  request,
}) => {
  const shopper = await createFreshShopper(request, 'keyboard-product');
  // Several pictures, and two sizes of one colour in stock to choose between.
  const sizesOfOneColour = (item: Product) => {
    const stocked = item.variants.filter((variant) => inStock(variant) && variant.stock >= 3);
    for (const one of stocked)
      for (const other of stocked)
        if (
          colorOf(one)?.value === colorOf(other)?.value &&
          sizeOf(one)?.value !== sizeOf(other)?.value
        )
          return [one, other] as const;
    return null;
  };
  const product = await findProduct(
    request,
    (item) => item.images.length > 1 && sizesOfOneColour(item) !== null,
  );
  const [first, second] = sizesOfOneColour(product) ?? [];
  if (!first || !second) throw new Error('no product with two sizes in stock');

  await useStoredLanguage(page, 'du');
  await page.goto(`/product/${product.id}?variant=${first.id}`);
  await expect(productPage(page).heading).toHaveText(product.name_german);
  const root = remoteRoot(page, 'product');

  // A visitor reaches sign-in from the purchase panel and comes back to this product.
  await tabTo(page, root.getByRole('link', { name: 'Anmelden' }), { max: 60 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/signin\?returnTo=/);
  await signInWithKeyboard(page, shopper);
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}\\?variant=${first.id}$`));
  await expect(header(page).getByRole('link', { name: 'Anmelden' })).toBeHidden();

  // Back on the product, focus is on its heading (the sign-in form it was on is gone); the
  // gallery comes before the heading.
  await expect(productPage(page).heading).toBeFocused();
  // Gallery: arrows change the picture, the full-screen view closes with Escape.
  const gallery = root.getByRole('group', { name: `Bilder von ${product.name_german}` });
  await tabTo(page, gallery, { max: 40, backwards: true });
  const count = product.images.length;
  await expect(productPage(page).picture).toHaveAttribute('alt', new RegExp(`Bild 1 von ${count}`));
  await press(page, 'ArrowRight');
  await expect(productPage(page).picture).toHaveAttribute('alt', new RegExp(`Bild 2 von ${count}`));
  await press(page, 'ArrowLeft');
  await expect(productPage(page).picture).toHaveAttribute('alt', new RegExp(`Bild 1 von ${count}`));
  const fullScreen = root.getByRole('button', { name: 'Bild im Vollbild zeigen' });
  await tabTo(page, fullScreen, { max: 5 });
  await press(page, 'Enter');
  const dialog = page.getByRole('dialog', { name: 'Bild im Vollbild' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(productPage(page).picture).toHaveAttribute('alt', new RegExp(`Bild 2 von ${count}`));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(fullScreen).toBeFocused();
  await expectVisibleFocus(page);

  // Variant: Tab reaches the chosen size only; the arrows move to the other size, Enter takes it.
  const chosenSize = root.getByRole('button', { name: sizeOf(first)?.name_german, exact: true });
  const option = root.getByRole('button', { name: sizeOf(second)?.name_german, exact: true });
  await tabTo(page, chosenSize, { max: 40 });
  await arrowTo(page, option, 'ArrowRight');
  await press(page, 'Enter');
  await expect(page).toHaveURL(new RegExp(`variant=${second.id}`));
  await expect(option).toHaveAttribute('aria-pressed', 'true');
  await expect(option).toBeFocused();

  // Quantity: the number field steps with the arrow keys.
  const quantity = root.getByRole('spinbutton', { name: 'Menge' });
  await tabTo(page, quantity, { max: 10 });
  await press(page, 'ArrowUp');
  await expect(quantity).toHaveValue('2');

  // Add to cart, then to the wishlist: each keeps focus while it is saved.
  const addToCart = root.getByRole('button', { name: 'In den Warenkorb' });
  await tabTo(page, addToCart, { max: 5 });
  await press(page, 'Enter');
  await expect(page.getByText(`${product.name_german} liegt im Warenkorb.`)).toBeVisible();
  await expect(addToCart).toBeFocused();
  const addToWishlist = root.getByRole('button', { name: 'Auf die Wunschliste' });
  await tabTo(page, addToWishlist, { max: 3 });
  await press(page, 'Space');
  await expect(
    page.getByText(`${product.name_german} steht auf deiner Wunschliste.`),
  ).toBeVisible();
  // The same button now says the product is saved (and takes it off again), and keeps focus.
  const saved = root.getByRole('button', { name: 'Gemerkt' });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect(saved).toBeFocused();

  const cart = await cartOf(request, shopper);
  expect(cart.map((item) => [item.product_variant.id, item.quantity])).toEqual([[second.id, 2]]);
  const wishlist = await request.get(`${API_URL}/v1/wishlist`, { headers: shopper.headers });
  const kept = ((await wishlist.json()) as { data: { product: { id: number } }[] }).data;
  expect(kept.map((item) => item.product.id)).toEqual([product.id]);
});

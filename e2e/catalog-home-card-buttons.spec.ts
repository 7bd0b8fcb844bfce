import type { APIRequestContext } from '@playwright/test';
import type {
  CartItem,
  HomeProductGroups,
  ProductSearchResult,
  ProductSummary,
} from '@shop/shared-contracts/api/entities';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { createFreshShopper, signInAs } from './fixtures/fresh-shopper';
import { API_URL, remoteRoot, translation, useStoredLanguage, waitForApp } from './fixtures/shop';
import { expect, test } from './fixtures/test';

const purchasable = (product: ProductSummary) =>
  product.variants.filter((variant) => !variant.is_out_of_stock && variant.stock > 0);

async function homeBestSellers(request: APIRequestContext) {
  const answer = await request.get(`${API_URL}/v1/products`);
  return ((await answer.json()) as { data: HomeProductGroups }).data.best_sellers;
}

test('a shopper adds a best seller to the cart and the wishlist from its home card (du)', async ({
  page,
  request,
}) => {
  const shopper = await createFreshShopper(request, 'home-card');
  const bestSellers = await homeBestSellers(request);
  const single = bestSellers.find((product) => purchasable(product).length === 1);
  const choice = bestSellers.find((product) => purchasable(product).length > 1);
  if (!single || !choice) throw new Error('The seed has no best seller with one variant to buy.');
  await useStoredLanguage(page, 'du');
  await signInAs(page, shopper);
  await page.goto('/');
  await waitForApp(page);
  const bestSellerGrid = remoteRoot(page, 'catalog').getByRole('list', { name: 'Bestseller' });

  await bestSellerGrid
    .getByRole('button', { name: `${single.name_german} in den Warenkorb` })
    .click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'In den Warenkorb gelegt' }),
  ).toBeVisible();
  await expect(page.getByTestId('cart-badge').locator('.MuiBadge-badge').first()).toHaveText('1');

  const heart = bestSellerGrid.getByRole('button', {
    name: `${single.name_german} auf die Wunschliste`,
  });
  await heart.click();
  const saved = bestSellerGrid.getByRole('button', {
    name: `${single.name_german} von der Wunschliste entfernen`,
  });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  const wishlist = await request.get(`${API_URL}/v1/wishlist`, { headers: shopper.headers });
  expect(
    ((await wishlist.json()) as { data: { product: { id: number } }[] }).data.map(
      (item) => item.product.id,
    ),
  ).toEqual([single.id]);
  await saved.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  // With a choice to make, the cart button asks which variant, offering only those in stock.
  await bestSellerGrid
    .getByRole('button', { name: `${choice.name_german} in den Warenkorb` })
    .click();
  const chooser = page.getByRole('dialog', { name: `Variante wählen: ${choice.name_german}` });
  const choices = chooser.getByRole('listitem');
  await expect(choices).toHaveCount(purchasable(choice).length);
  await expectNoSeriousA11yViolations(page);
  await choices.last().getByRole('button').click();
  await expect(chooser).toBeHidden();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('cart-badge').locator('.MuiBadge-badge').first()).toHaveText('2');
  const cart = await request.get(`${API_URL}/v1/cart`, { headers: shopper.headers });
  const lines = ((await cart.json()) as { data: CartItem[] }).data;
  expect(lines.map((line) => line.product_variant.id)).toContain(purchasable(choice).at(-1)?.id);
});

test('a sold-out product’s tile says so and its cart button is disabled (ar)', async ({
  page,
  request,
}) => {
  // The store's newest-first pages, as the API answers them, to find a sold-out product's page.
  let found: { product: ProductSummary; page: number } | undefined;
  for (let number = 1; !found && number <= 10; number += 1) {
    const answer = await request.get(`${API_URL}/v1/products/search?sort_by=newest&page=${number}`);
    const { data } = (await answer.json()) as { data: ProductSearchResult };
    const product = data.products.data.find((item) => !item.in_stock);
    if (product) found = { product, page: number };
  }
  if (!found) throw new Error('The seed has no sold-out product.');
  await useStoredLanguage(page, 'ar');
  await page.goto(`/store?sort_by=newest&page=${found.page}`);
  const card = remoteRoot(page, 'catalog')
    .getByTestId('product-card')
    .filter({ hasText: found.product.name_arabic });
  await expect(card.getByText('نفدت الكمية', { exact: true })).toBeVisible();
  await expect(
    card.getByRole('button', { name: `نفدت كمية ${found.product.name_arabic}` }),
  ).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
});

test('a visitor’s card adds to the cart and the wishlist button asks to sign in (ar)', async ({
  page,
  request,
}) => {
  const single = (await homeBestSellers(request)).find(
    (product) => purchasable(product).length === 1,
  );
  if (!single) throw new Error('The seed has no best seller with one variant to buy.');
  const t = (key: string, name = single.name_arabic) =>
    translation('catalog', 'ar', key).replace('{{name}}', name);
  await useStoredLanguage(page, 'ar');
  await page.goto('/');
  await waitForApp(page);
  const grid = remoteRoot(page, 'catalog').getByRole('list', { name: 'الأكثر مبيعًا' });
  // A visitor's cart is kept on the server, bound to its own cookie.
  await grid.getByRole('button', { name: t('card.addToCart') }).click();
  const added = page.getByRole('alert').filter({ hasText: t('card.cartAdded') });
  await expect(added.getByRole('link', { name: t('card.toCart') })).toBeVisible();
  await expect(page.getByTestId('cart-badge').locator('.MuiBadge-badge').first()).toHaveText('1');

  await grid.getByRole('button', { name: t('card.addToWishlist') }).click();
  const toast = page.getByRole('alert').filter({ hasText: t('card.signInForWishlist') });
  await expect(toast).toBeVisible();
  await toast.getByRole('link', { name: t('card.signIn') }).click();
  await expect(page).toHaveURL('/signin?returnTo=%2F');
});

import type { APIRequestContext } from '@playwright/test';
import type { Product } from '@shop/shared-contracts/api/entities';
import { createFreshShopper } from './fixtures/fresh-shopper';
import { API_URL, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

async function variantsInStock(request: APIRequestContext, needed: number) {
  const answer = await request.get(`${API_URL}/v1/products/search`, { params: { per_page: 30 } });
  const products = ((await answer.json()) as { data: { products: { data: Product[] } } }).data
    .products.data;
  const picks = products.flatMap((product) =>
    product.variants
      .filter((variant) => !variant.is_out_of_stock && variant.stock >= 8)
      .map((variant) => ({ product_id: product.id, product_variant_id: variant.id })),
  );
  expect(picks.length).toBeGreaterThanOrEqual(needed);
  return picks.slice(0, needed);
}

test('a signed-in shopper sees the cart count in the header badge, 9+ above 9', async ({
  page,
  request,
}) => {
  const { token, headers } = await createFreshShopper(request, 'badge');
  const [first, second, third] = await variantsInStock(request, 3);
  if (!first || !second || !third) throw new Error('The seed has too few variants in stock.');

  const add = async (item: typeof first, quantity: number) => {
    const answer = await request.post(`${API_URL}/v1/cart`, {
      headers,
      data: { ...item, quantity },
    });
    expect(answer.ok()).toBe(true);
  };
  await add(first, 2);
  await add(second, 1);

  await useStoredLanguage(page, 'du');
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.reload();
  const badge = page.getByTestId('cart-badge').locator('.MuiBadge-badge').first();
  await expect(badge).toHaveText('3');

  // A new line (not a repeat of one above), so the total is 11 whatever a repeat add does.
  await add(third, 8);
  await page.reload();
  await expect(badge).toHaveText('9+');
});

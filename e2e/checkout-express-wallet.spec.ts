import type { APIRequestContext } from '@playwright/test';
import type { ProductSummary } from '@shop/shared-contracts/api/entities';
import { formatEuro } from '@shop/shared-contracts/format/money';
import { createFreshShopper, signInAs } from './fixtures/fresh-shopper';
import {
  API_URL,
  remoteRoot,
  signInAsDemoShopper,
  translation,
  useStoredLanguage,
} from './fixtures/shop';
import {
  addAddress,
  addToCart,
  type CartPick,
  ordersOf,
  quoteOf,
  variantsInStock,
} from './fixtures/shopping';
import { expect, test } from './fixtures/test';

const t = (key: string) => translation('cartCheckout', 'du', key);

/** A variant from 20 to 90 EUR with stock to spare: one unit stays below the 100 EUR threshold. */
async function cheapPick(request: APIRequestContext): Promise<{ pick: CartPick; price: number }> {
  const answer = await request.get(`${API_URL}/v1/products/search`, { params: { per_page: 100 } });
  const products = ((await answer.json()) as { data: { products: { data: ProductSummary[] } } })
    .data.products.data;
  for (const product of products) {
    const variant = product.variants.find(
      (candidate) =>
        !candidate.is_out_of_stock &&
        candidate.stock >= 10 &&
        candidate.price >= 20 &&
        candidate.price <= 90,
    );
    if (variant)
      return {
        pick: {
          product_id: product.id,
          product_variant_id: variant.id,
          vendor_id: product.vendor_id,
        },
        price: variant.price,
      };
  }
  throw new Error('the seed lacks a variant from 20 to 90 EUR');
}

test('express shipping without wallet: the server price is shown and charged', async ({
  page,
  request,
}) => {
  const shopper = await createFreshShopper(request, 'checkout-express');
  await addAddress(request, shopper);
  await addToCart(request, shopper, (await cheapPick(request)).pick, 1);
  await useStoredLanguage(page, 'du');
  await signInAs(page, shopper);
  await page.goto('/checkout');
  const checkout = remoteRoot(page, 'cartCheckout');
  await expect(checkout.getByTestId('summary-shipping')).toHaveText(formatEuro(10, 'du'));
  // A fresh shopper's wallet is empty, so no wallet option is offered.
  await expect(checkout.getByRole('checkbox')).toHaveCount(0);

  await checkout.getByRole('radio', { name: /^Express/ }).check();
  await expect(checkout.getByTestId('summary-shipping')).toHaveText(formatEuro(20, 'du'));
  const shown = await checkout.getByTestId('summary-total').textContent();
  await checkout.getByRole('button', { name: t('placeOrder.submit') }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?id=\d+$/);
  const [order] = await ordersOf(request, shopper);
  expect(order).toMatchObject({ shipping_type: 'fast', shipping_cost: 20, wallet_usage: 0 });
  expect(shown).toBe(formatEuro(order?.final_price ?? -1, 'du'));
  await expect(page.getByTestId('payment-label')).toHaveText(t('payment.method.cardOnDelivery'));
});

test('free standard delivery from 100 EUR: the cart says what is missing, a fuller cart ships free', async ({
  page,
  request,
}) => {
  const shopper = await createFreshShopper(request, 'checkout-free-shipping');
  await addAddress(request, shopper);
  const { pick, price } = await cheapPick(request);
  const item = await addToCart(request, shopper, pick, 1);
  await useStoredLanguage(page, 'du');
  await signInAs(page, shopper);
  await page.goto('/card');
  const cart = remoteRoot(page, 'cartCheckout');
  const missing = Math.round((100 - price) * 100) / 100;
  await expect(cart.getByTestId('free-shipping-progress')).toHaveText(
    t('freeShipping.missing').replace('{{amount}}', formatEuro(missing, 'du')),
  );
  await expect(cart.getByTestId('cart-shipping')).toHaveText(formatEuro(10, 'du'));

  // Enough units for more than 100 EUR: standard shipping is free, in the cart and at checkout.
  const quantity = Math.ceil(100.01 / price);
  const update = await request.put(`${API_URL}/v1/cart/${item.id}`, {
    headers: shopper.headers,
    data: { quantity },
  });
  expect(update.ok()).toBe(true);
  await page.reload();
  await expect(cart.getByTestId('free-shipping-progress')).toHaveText(t('freeShipping.reached'));
  await expect(cart.getByTestId('cart-shipping')).toHaveText(t('summary.free'));
  await page.goto('/checkout');
  const checkout = remoteRoot(page, 'cartCheckout');
  await expect(checkout.getByTestId('summary-shipping')).toHaveText(t('summary.free'));
  await expect(checkout.getByTestId('shipping-option-fast')).toContainText(formatEuro(20, 'du'));
  const shown = await checkout.getByTestId('summary-total').textContent();
  await checkout.getByRole('button', { name: t('placeOrder.submit') }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?id=\d+$/);
  const [order] = await ordersOf(request, shopper);
  expect(order).toMatchObject({ shipping_type: 'normal', shipping_cost: 0 });
  expect(order?.total_amount).toBeGreaterThan(100);
  expect(shown).toBe(formatEuro(order?.final_price ?? -1, 'du'));
});

// The demo shopper is the only one with wallet credit (50 EUR) and other journeys read it, so
// this journey only reads: it puts one item in the demo cart, compares the screen with the
// server's quote for wallet on and off, places no order and takes the item out again.
test("the demo shopper's wallet: on and off, the total equals the server's quote", async ({
  page,
  request,
}) => {
  const login = await request.post(`${API_URL}/v1/login`, {
    data: { email: 'shopper@example.com', password: 'Shopper123!' },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const demo = { headers: { Authorization: `Bearer ${token}` } };
  const { other } = await variantsInStock(request, demo);
  if (!other[0]) throw new Error('the seed lacks variants');
  const item = await addToCart(request, demo, other[0], 1);
  try {
    await useStoredLanguage(page, 'du');
    await signInAsDemoShopper(page, request);
    await page.goto('/checkout');
    const checkout = remoteRoot(page, 'cartCheckout');
    const wallet = checkout.getByRole('checkbox', { name: /50,00/ });
    await expect(wallet).not.toBeChecked();
    const off = await quoteOf(request, demo, {
      shipping_type: 'normal',
      coupon: '',
      wallet: false,
    });
    await expect(checkout.getByTestId('summary-total')).toHaveText(
      formatEuro(off.final_price, 'du'),
    );

    await wallet.check();
    const on = await quoteOf(request, demo, { shipping_type: 'normal', coupon: '', wallet: true });
    expect(on.wallet_usage).toBeGreaterThan(0);
    await expect(checkout.getByTestId('summary-wallet')).toHaveText(
      `−${formatEuro(on.wallet_usage, 'du')}`,
    );
    await expect(checkout.getByTestId('summary-total')).toHaveText(
      formatEuro(on.final_price, 'du'),
    );
  } finally {
    await request.delete(`${API_URL}/v1/cart/${item.id}`, { headers: demo.headers });
  }
});

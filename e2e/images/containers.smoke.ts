import type { APIRequestContext, Page } from '@playwright/test';
import { PNG, VENDOR } from '../fixtures/seller';
import { waitForApp } from '../fixtures/shop';
// The journeys' `test`: every Content-Security-Policy violation and hydration error fails it.
import { expect, test } from '../fixtures/test';

// The shop in its containers (scripts/images/smoke.sh): pages rendered by the render service
// behind the host's nginx in both languages, the API ready on PostgreSQL, a vendor's picture
// stored in the S3-compatible store and served back, and an order placed through the API proxy.
const API = process.env.SHOP_SMOKE_API_URL ?? 'http://localhost:8090';

interface Product {
  id: number;
  name_german: string;
  name_arabic: string;
  variants: { id: number; stock: number }[];
}

async function data<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(answer.ok(), `${answer.url()}: ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/** Opens a page and checks that its document came rendered from the render service. */
async function openRendered(page: Page, path: string) {
  const answer = await page.goto(path);
  expect(answer?.status(), path).toBe(200);
  expect(answer?.headers()['x-shop-render'], `${path} rendered on the server`).toBe('server');
  await waitForApp(page);
}

for (const [language, lang] of [
  ['du', 'de'],
  ['ar', 'ar'],
] as const) {
  test(`home and a product page, server-rendered, in ${language}`, async ({ page, request }) => {
    await openRendered(page, `/?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('main').locator('a[href^="/product/"]').first()).toBeVisible();

    const product = await data<Product>(await request.get(`${API}/v1/products/1`));
    await openRendered(page, `/product/1?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      language === 'du' ? product.name_german : product.name_arabic,
    );
  });
}

test('an order through the containers, its retry answered with the same order', async ({
  request,
}) => {
  const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `containers-${run}@example.com`;
  const password = 'Wander-Lust-58';
  await data(
    await request.post(`${API}/v1/register`, {
      data: { name: 'Smoke Shopper', email, password, password_confirmation: password },
    }),
  );
  const { token } = await data<{ token: string }>(
    await request.post(`${API}/v1/login`, { data: { email, password, remember_me: false } }),
  );
  const headers = { Authorization: `Bearer ${token}` };
  const product = await data<Product>(await request.get(`${API}/v1/products/1`));
  const variant = product.variants.find((item) => item.stock > 0);
  expect(variant, 'a variant in stock').toBeTruthy();
  const address = await data<{ id: number }>(
    await request.post(`${API}/v1/address`, {
      headers,
      data: { title: 'Zuhause', country_id: 1, address: 'Smokeweg 1', phone_number: '030123456' },
    }),
  );
  await data(
    await request.post(`${API}/v1/cart`, {
      headers,
      data: { product_id: product.id, product_variant_id: variant?.id, quantity: 1 },
    }),
  );
  const placeOrder = () =>
    request.post(`${API}/v1/place-order`, {
      headers: { ...headers, 'Idempotency-Key': `smoke-order-${run}` },
      data: { address_id: address.id, shipping_type: 'normal', coupon: '', wallet: true },
    });
  const order = await data<{ id: number; order_number: string }>(await placeOrder());
  const retried = await data<{ id: number; order_number: string }>(await placeOrder());
  expect(retried.id).toBe(order.id);
  expect(retried.order_number).toBe(order.order_number);
});

test('the API is ready on PostgreSQL, and a picture lands in the S3-compatible store', async ({
  request,
}) => {
  const ready = await data<{ database: string }>(await request.get(`${API}/health/ready`));
  expect(ready.database).toBe('postgres');

  const { token } = await data<{ token: string }>(
    await request.post(`${API}/v1/login`, { data: { ...VENDOR, remember_me: false } }),
  );
  const headers = { Authorization: `Bearer ${token}` };
  const options = await data<{ categories: { id: number }[] }>(
    await request.get(`${API}/v1/seller/options`, { headers }),
  );
  // A draft: it never shows in the shop.
  const product = await data<{ id: number }>(
    await request.post(`${API}/v1/seller/products`, {
      headers,
      data: {
        name_german: 'Rauchtest-Bild',
        name_arabic: 'صورة اختبار',
        description_german: 'Nur ein Entwurf.',
        description_arabic: 'مسودة فقط.',
        category_id: options.categories[0]?.id,
        variants: [{ color_id: null, size_id: null, price: 9.9, stock: 1 }],
      },
    }),
  );
  const picture = await data<{ url: string }>(
    await request.post(`${API}/v1/seller/products/${product.id}/images`, {
      headers,
      multipart: { image: { name: 'rauch.png', mimeType: 'image/png', buffer: PNG } },
    }),
  );
  // Read back through the API from the object store it was written to.
  const stored = await request.get(picture.url);
  expect(stored.status(), picture.url).toBe(200);
  expect(stored.headers()['content-type']).toMatch(/^image\//);
  expect((await stored.body()).length).toBeGreaterThan(0);
});

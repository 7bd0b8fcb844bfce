import type { Vendor } from '@shop/shared-contracts/api/entities';
import { euro, productFromApi } from './fixtures/product-page';
import { API_URL } from './fixtures/shop';
import { expect, test } from './fixtures/test';

// What a crawler, a link preview or a shopper whose scripts have not arrived yet sees: the
// server's HTML alone. Both languages, each at its own address.
for (const [language, lang] of [
  ['du', 'de'],
  ['ar', 'ar'],
] as const) {
  test(`without JavaScript the product page and the store show their content (${language})`, async ({
    browser,
    request,
  }) => {
    const product = await productFromApi(request, 1);
    const vendorAnswer = await request.get(`${API_URL}/v1/vendors/${product.vendor_id}`);
    const vendor = ((await vendorAnswer.json()) as { data: Vendor }).data;
    const german = language === 'du';
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto(`/product/1?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', german ? 'ltr' : 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      german ? product.name_german : product.name_arabic,
    );
    const cheapest = Math.min(...product.variants.map((variant) => variant.price));
    await expect(page.getByRole('main')).toContainText(euro(cheapest, language));
    const description = german ? product.description_german : product.description_arabic;
    await expect(page.getByRole('main')).toContainText(description.slice(0, 40));
    await expect(page.getByRole('main')).toContainText(
      german ? vendor.store_name_in_german : vendor.store_name_in_arabic,
    );
    const picture = page.getByRole('main').locator('img').first();
    await expect(picture).toBeVisible();
    // The picture is really there, not a placeholder waiting for a script.
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );

    await page.goto(`/store?lang=${lang}`);
    const productLinks = page.getByRole('main').locator('a[href^="/product/"]');
    await expect(productLinks.first()).toBeVisible();
    expect(await productLinks.count()).toBeGreaterThanOrEqual(12);
    await context.close();
  });
}

test('unknown addresses answer 404 and old ones a permanent redirect', async ({ request }) => {
  expect((await request.get('/no/such/page', { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get('/product/99999999', { maxRedirects: 0 })).status()).toBe(404);
  const aliases: [from: string, to: string][] = [
    ['/cart', '/card'],
    ['/shop', '/store'],
    ['/category/1', '/store?category_id=1'],
  ];
  for (const [from, to] of aliases) {
    const answer = await request.get(from, { maxRedirects: 0 });
    expect(answer.status(), from).toBe(301);
    expect(answer.headers().location, from).toBe(to);
  }
});

import type { ShopSettings } from '@shop/shared-contracts/api/shipping-rule';
import { formatEuroAmount } from '@shop/shared-contracts/format/money';
import { API_URL, translation, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

// The product page's free-delivery line names the threshold the API charges by (GET
// /v1/shop-settings), in the server's HTML already, in German and Arabic. Nothing is changed:
// the number shown must be the one the API answers.
test('the product page names the free-delivery threshold of the shop settings (du, ar)', async ({
  browser,
  page,
  request,
}) => {
  const answer = await request.get(`${API_URL}/v1/shop-settings`);
  expect(answer.ok()).toBe(true);
  const { free_shipping_threshold: threshold } = ((await answer.json()) as { data: ShopSettings })
    .data;
  const line = (language: 'du' | 'ar') =>
    translation('product', language, 'info.shipping').replace(
      '{{amount}}',
      formatEuroAmount(threshold, language),
    );

  // The server's HTML alone (no scripts): the number comes from the page's prefetch.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const serverOnly = await context.newPage();
  await serverOnly.goto('/product/1?lang=de');
  await expect(serverOnly.getByTestId('delivery-fact-free-delivery')).toHaveText(line('du'));
  await context.close();

  // In the browser, in Arabic.
  await useStoredLanguage(page, 'ar');
  await page.goto('/product/1');
  await expect(page.getByTestId('delivery-fact-free-delivery')).toHaveText(line('ar'));
});

import { shopSites } from './fixtures/deploy';
import { expectShell, remoteRoot, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

// The host site on 3014 sends its documents to a render service that is not running
// (scripts/serve-with-nginx.mjs): nginx answers the static document, as before server rendering,
// and the browser renders every page itself.
const downHost = () =>
  (shopSites().origins as Record<string, string>).renderDownHost ?? 'http://localhost:3014';

test('with the render service down, the shop answers the static document and works', async ({
  page,
  request,
}) => {
  const host = downHost();
  const document = await request.get(`${host}/store?lang=de`);
  expect(document.status()).toBe(200);
  expect(document.headers()['x-shop-render']).toBe('fallback');
  const html = await document.text();
  expect(html).toContain('<div id="root"></div>');
  // The nonce of the policy is the page's (nginx fills in the static document's placeholder).
  const nonce = /'nonce-([^']+)'/.exec(document.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  expect(html).toContain(`nonce="${nonce}"`);

  await useStoredLanguage(page, 'du');
  await page.goto(`${host}/`);
  await expectShell(page);
  await expect(remoteRoot(page, 'catalog')).toBeVisible();
  await page.getByTestId('catalog-cta').click();
  await expect(page).toHaveURL(/\/store(\?|$)/);
  await expect(remoteRoot(page, 'catalog').getByRole('link').first()).toBeVisible();
});

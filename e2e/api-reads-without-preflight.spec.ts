import type { Page } from '@playwright/test';
import {
  API_URL,
  remoteRoot,
  signInAsDemoShopper,
  useStoredLanguage,
  waitForApp,
} from './fixtures/shop';
import { expect, test } from './fixtures/test';

interface ApiRequest {
  type: string;
  method: string;
  path: string;
}

/**
 * Every request the page sends to the API, as the browser's network log has it: CORS preflights
 * (`OPTIONS`, which Playwright's own request events leave out) beside the reads.
 */
async function recordApiRequests(page: Page): Promise<ApiRequest[]> {
  const requests: ApiRequest[] = [];
  const browser = await page.context().newCDPSession(page);
  await browser.send('Network.enable');
  browser.on('Network.requestWillBeSent', ({ type, request }) => {
    if (!request.url.startsWith(API_URL)) return;
    const url = new URL(request.url);
    requests.push({ type: type ?? '', method: request.method, path: url.pathname });
  });
  return requests;
}

const preflights = (requests: ApiRequest[]) =>
  requests.filter((request) => request.method === 'OPTIONS');
const reads = (requests: ApiRequest[]) =>
  requests.filter((request) => request.type === 'Fetch' && request.method === 'GET');

// The API is another origin. A read that carries only safelisted headers goes out at once; one
// with a `Content-Type` (or a token) waits for the browser to ask the API first, a round trip
// more before every new catalogue address (each page of results, each filter, each product).
test("a visitor's catalogue and product reads go to the API without a preflight", async ({
  page,
}) => {
  const requests = await recordApiRequests(page);
  await useStoredLanguage(page, 'du');
  await page.goto('/store');
  // A link pressed before the app has taken over loads a whole new document (read on the server).
  await waitForApp(page);
  const store = remoteRoot(page, 'catalog');
  await store.locator('a[href^="/product/"]').first().click();
  const product = remoteRoot(page, 'product');
  await expect(product.getByRole('heading', { level: 1 })).toBeVisible();
  // The related products are read after the first screen (after the vendor's read).
  await expect(product.locator('[aria-labelledby="related-title"] li').first()).toBeVisible();

  const paths = reads(requests).map((request) => request.path);
  // The store's own first reads came with its server-rendered document; the product page opened
  // by the click reads its product (and related products) from the browser.
  expect(paths).toEqual(
    expect.arrayContaining(['/v1/products/search', expect.stringMatching(/^\/v1\/products\/\d+$/)]),
  );
  // Only the reads: a call that sends JSON (the spec's `POST /v1/products/reviews`) still asks first.
  expect(preflights(requests).filter((preflight) => paths.includes(preflight.path))).toEqual([]);
});

// The counterpart, which shows the log does see preflights: a signed-in read sends the token,
// which no browser sends without asking the API first.
test("a signed-in shopper's cart read is asked for with a preflight", async ({ page, request }) => {
  const requests = await recordApiRequests(page);
  await signInAsDemoShopper(page, request);
  await useStoredLanguage(page, 'du');
  await page.goto('/card');
  await expect(remoteRoot(page, 'cartCheckout').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(preflights(requests).map((preflight) => preflight.path)).toContain('/v1/cart');
});

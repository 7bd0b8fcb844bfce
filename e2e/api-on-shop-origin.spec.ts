import type { Page } from '@playwright/test';
import {
  API_URL,
  PAGE_API_URL,
  remoteRoot,
  signInAsDemoShopper,
  useStoredLanguage,
  waitForApp,
} from './fixtures/shop';
import { expect, test } from './fixtures/test';

interface SentRequest {
  type: string;
  method: string;
  url: string;
}

/**
 * Every request the page sends, as the browser's network log has it: CORS preflights (`OPTIONS`,
 * which Playwright's own request events leave out) beside the reads and writes.
 */
async function recordRequests(page: Page): Promise<SentRequest[]> {
  const requests: SentRequest[] = [];
  const browser = await page.context().newCDPSession(page);
  await browser.send('Network.enable');
  browser.on('Network.requestWillBeSent', ({ type, request }) => {
    requests.push({ type: type ?? '', method: request.method, url: request.url });
  });
  return requests;
}

const apiCalls = (requests: SentRequest[]) =>
  requests.filter((request) => request.type === 'Fetch' || request.type === 'XHR');
const pathsOf = (requests: SentRequest[]) =>
  apiCalls(requests)
    .filter((request) => request.url.startsWith(`${PAGE_API_URL}/`))
    .map((request) => new URL(request.url).pathname);
/** Calls to the API's own origin (pictures come from its storage and are no calls). */
const toApiOrigin = (requests: SentRequest[]) =>
  apiCalls(requests).filter((request) => request.url.startsWith(`${API_URL}/`));

// The API is on the shop's own origin (/api/, decision 0017): the session cookie reaches it from
// the page and the render service alike, and no call waits for a CORS preflight.
test("a visitor's catalogue and product reads go to the shop's own /api/, never asked first", async ({
  page,
}) => {
  const requests = await recordRequests(page);
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

  // The product page opened by the click reads its product from the browser, through /api/.
  expect(pathsOf(requests)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/api\/v1\/products\/\d+$/)]),
  );
  expect(toApiOrigin(requests)).toEqual([]);
  expect(requests.filter((request) => request.method === 'OPTIONS')).toEqual([]);
});

test("a signed-in shopper's cart is read through the shop's own /api/ without a preflight", async ({
  page,
  request,
}) => {
  const requests = await recordRequests(page);
  await signInAsDemoShopper(page, request);
  await useStoredLanguage(page, 'du');
  await page.goto('/card');
  await expect(remoteRoot(page, 'cartCheckout').getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => pathsOf(requests)).toContain('/api/v1/cart');
  expect(toApiOrigin(requests)).toEqual([]);
  expect(requests.filter((request) => request.method === 'OPTIONS')).toEqual([]);
});

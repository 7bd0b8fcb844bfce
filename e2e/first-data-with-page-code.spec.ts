import { holdRequests } from './fixtures/hold-requests';
import { API_URL, REMOTE_ORIGINS, remoteRoot, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

// The route's loader hands a page over once its code and its texts have loaded. With the texts
// held back here, the page cannot render, so a request for its data can only come from its
// module's `prefetch`, which the loader calls as soon as the code has loaded. The page then
// reads that answer: one request.

const cases = [
  {
    name: 'the store asks for its products',
    address: '/store?category_id=1',
    remote: 'catalog',
    data: `${API_URL}/v1/products/search?`,
    content: 'a[href^="/product/"]',
  },
  {
    name: 'the product page asks for its product',
    address: '/product/1',
    remote: 'product',
    data: `${API_URL}/v1/products/1`,
    content: 'h1',
  },
] as const;

for (const { name, address, remote, data, content } of cases) {
  test(`${name} before the page renders, and once`, async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && request.url().startsWith(data)) asked.push(request.url());
    });
    const release = await holdRequests(page, `${REMOTE_ORIGINS[remote]}/locales/**`);
    await useStoredLanguage(page, 'du');
    const dataAsked = page.waitForRequest((request) => request.url().startsWith(data));
    await page.goto(address);
    await dataAsked;
    await expect(remoteRoot(page, remote)).toHaveCount(0);
    release();
    await expect(remoteRoot(page, remote).locator(content).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toHaveLength(1);
  });
}

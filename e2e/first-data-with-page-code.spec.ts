import { holdRequests } from './fixtures/hold-requests';
import {
  PAGE_API_URL,
  REMOTE_ORIGINS,
  remoteRoot,
  useStoredLanguage,
  waitForApp,
} from './fixtures/shop';
import { expect, test } from './fixtures/test';

// A page rendered by the server arrives with its first data (the query cache travels in the
// document): the browser does not ask the API for it again. A page opened later by a link is
// rendered by the browser: its route's loader calls the page module's `prefetch` as soon as the
// code has loaded, so the data is on its way before the page can render, and asked for once.

const cases = [
  {
    name: 'the store',
    address: '/store?category_id=1',
    remote: 'catalog',
    data: `${PAGE_API_URL}/v1/products/search?`,
    content: 'a[href^="/product/"]',
  },
  {
    name: 'the product page',
    address: '/product/1',
    remote: 'product',
    data: `${PAGE_API_URL}/v1/products/1`,
    content: 'h1',
  },
] as const;

for (const { name, address, remote, data, content } of cases) {
  test(`${name}, rendered by the server, does not ask for the data it came with`, async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && request.url().startsWith(data)) asked.push(request.url());
    });
    await useStoredLanguage(page, 'du');
    await page.goto(address);
    await expect(remoteRoot(page, remote).locator(content).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  });
}

test('a product page opened by a link asks for its product before it renders, and once', async ({
  page,
}) => {
  await useStoredLanguage(page, 'du');
  await page.goto('/');
  // Before the app has taken the page over, the link would load a new server-rendered document.
  await waitForApp(page);
  const link = remoteRoot(page, 'catalog').locator('a[href^="/product/"]').first();
  const href = (await link.getAttribute('href')) ?? '';
  const data = `${PAGE_API_URL}/v1/products/${href.split('/').pop()}`;
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url() === data) asked.push(request.url());
  });
  // With its texts held back the page cannot render: a request for its data before they arrive
  // comes from the module's `prefetch` (or the card's own prefetch on hover), never the page.
  const release = await holdRequests(page, `${REMOTE_ORIGINS.product}/locales/**`);
  const dataAsked = page.waitForRequest((request) => request.url() === data);
  await link.click();
  await dataAsked;
  await expect(remoteRoot(page, 'product')).toHaveCount(0);
  release();
  await expect(remoteRoot(page, 'product').locator('h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toHaveLength(1);
});

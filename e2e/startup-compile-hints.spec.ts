import { HOST_URL } from './fixtures/shop';
import { expect, test } from './fixtures/test';

const HINT = '//# allFunctionsCalledOnLoad\n';
const START_UP = ['index', 'shared-libraries', 'shell'];

test("the host's start-up scripts carry V8's compile hint, and its files for later do not", async ({
  page,
}) => {
  // The host's scripts the page loads, by chunk name.
  const scripts = new Map<string, string>();
  page.on('request', (request) => {
    const name = /\/static\/js\/(?:async\/)?([-a-z]+)\.[0-9a-f]+\.js$/.exec(request.url())?.[1];
    if (name && request.url().startsWith(`${HOST_URL}/`)) scripts.set(name, request.url());
  });
  // The product page loads the pages' UI parts (`page-ui`) beside the start-up files.
  await page.goto('/product/1');
  await expect(page.locator('[data-remote="product"] h1')).toBeVisible();
  // The heading is the server's; the page UI files are asked for while the app starts.
  await expect
    .poll(() => [...START_UP, 'page-ui'].filter((name) => !scripts.has(name)))
    .toEqual([]);

  const served = async (name: string) => {
    const url = scripts.get(name);
    expect(url, name).toBeTruthy();
    // As the browser gets it: brotli, decompressed by the request.
    const response = await page.request.get(String(url), { headers: { 'Accept-Encoding': 'br' } });
    return response.text();
  };
  for (const name of START_UP) expect((await served(name)).startsWith(HINT), name).toBe(true);
  expect(await served('page-ui')).not.toContain('allFunctionsCalledOnLoad');
});

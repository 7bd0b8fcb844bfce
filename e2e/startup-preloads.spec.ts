import { HOST_URL, remoteRoot, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

// The start-up chain is: the host's entry, then runtime-config.json, then the shared libraries
// and the shell's code. The document names the last two so they download while the entry does.
test('the document starts the shared libraries and the shell downloading with the entry, once each', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(HOST_URL)) {
      scripts.push(new URL(request.url()).pathname);
    }
  });
  await useStoredLanguage(page, 'du');
  await page.goto('/');
  await expect(remoteRoot(page, 'catalog')).toBeVisible();

  const preloaded = await page
    .locator('head link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded).toEqual([
    expect.stringMatching(/^\/static\/js\/async\/shared-libraries\.[\da-f]+\.js$/),
    expect.stringMatching(/^\/static\/js\/async\/shell\.[\da-f]+\.js$/),
  ]);
  // Each is downloaded once: the page's own request reuses the preloaded copy.
  for (const path of preloaded) expect(scripts.filter((script) => script === path)).toHaveLength(1);
});

// The entry's first step is reading the runtime configuration: the document asks for it, so it
// downloads while the entry does, and the entry's own request takes that answer.
test('the document starts the runtime configuration downloading, and the shop reads it once', async ({
  page,
}) => {
  const configRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/runtime-config.json') {
      configRequests.push(request.resourceType());
    }
  });
  await useStoredLanguage(page, 'du');
  await page.goto('/');
  await expect(remoteRoot(page, 'catalog')).toBeVisible();

  await expect(
    page.locator('head link[rel="preload"][as="fetch"][href="/runtime-config.json"]'),
  ).toHaveAttribute('crossorigin', 'anonymous');
  expect(configRequests).toHaveLength(1);
});

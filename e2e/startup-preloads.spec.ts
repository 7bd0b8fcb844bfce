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

// The entry's first steps read the runtime configuration and the host's texts: the document asks
// for the first, the entry for the texts in the shopper's language and the fallback language
// before anything else, and i18next's own requests take those answers.
test('the runtime configuration and the host texts start downloading first, and each is read once', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/runtime-config.json' || path.endsWith('/translation.json')) requests.push(path);
  });
  await useStoredLanguage(page, 'ar');
  await page.goto('/');
  await expect(remoteRoot(page, 'catalog')).toBeVisible();

  await expect(
    page.locator('head link[rel="preload"][as="fetch"][href="/runtime-config.json"]'),
  ).toHaveAttribute('crossorigin', 'anonymous');
  const textPreloads = await page
    .locator('head link[rel="preload"][as="fetch"][href$="/translation.json"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(textPreloads).toEqual(['/locales/ar/translation.json', '/locales/en/translation.json']);
  expect(requests.sort()).toEqual([
    '/locales/ar/translation.json',
    '/locales/en/translation.json',
    '/runtime-config.json',
  ]);
});

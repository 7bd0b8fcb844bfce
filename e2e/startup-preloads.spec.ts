import type { Page } from '@playwright/test';
import { holdRequests } from './fixtures/hold-requests';
import { HOST_URL, header, REMOTE_ORIGINS, remoteRoot, useStoredLanguage } from './fixtures/shop';
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
  const answer = await page.goto('/');
  await expect(remoteRoot(page, 'catalog')).toBeVisible();

  // The document's own preloads, as it arrived: the federation runtime adds more to the live head
  // later (the first page's remote chunks), which a read of the DOM caught at random (CI).
  const html = (await answer?.text()) ?? '';
  const head = html.slice(0, html.indexOf('</head>'));
  const preloaded = [...head.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel="preload"/.test(tag) && /\bas="script"/.test(tag))
    .map((tag) => new URL(/\bhref="([^"]+)"/.exec(tag)?.[1] ?? '', HOST_URL).pathname);
  expect(preloaded).toEqual([
    expect.stringMatching(/^\/static\/js\/async\/shared-libraries\.[\da-f]+\.js$/),
    expect.stringMatching(/^\/static\/js\/async\/shell\.[\da-f]+\.js$/),
  ]);
  // Each is downloaded once: the page's own request reuses the preloaded copy.
  for (const path of preloaded) expect(scripts.filter((script) => script === path)).toHaveLength(1);
});

// The home page's largest picture is named in the answer's `Link` header, so the browser asks for
// it as the answer arrives instead of after the critical CSS of the document's head.
test("the home page's first picture is preloaded from the answer's Link header and fetched once", async ({
  page,
}) => {
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') pictures.push(request.url());
  });
  await useStoredLanguage(page, 'du');
  const answer = await page.goto('/');
  const preload = /<([^>]+)>; rel=preload; as=image; fetchpriority=high/.exec(
    answer?.headers().link ?? '',
  );
  expect(preload?.[1]).toBeTruthy();
  const href = new URL(preload?.[1] ?? '', HOST_URL).href;
  const first = page.locator('img[fetchpriority="high"]').first();
  await expect(first).toBeVisible();
  expect(await first.evaluate((image) => (image as HTMLImageElement).currentSrc)).toBe(href);
  expect(pictures.filter((url) => url === href)).toHaveLength(1);
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

/** Holds a remote's entry and page code back until the returned function is called. */
// While files are held, the page's load event may wait for them (whether it does depends on
// when the app asks, after the first paint): journeys that hold files go to a page without
// waiting for it, and wait for what they check instead.
function holdRemotePage(page: Page, remote: string, module: string): Promise<() => void> {
  return holdRequests(
    page,
    new RegExp(`/(${remote}|async/__federation_expose_${module})\\.[\\da-f]+\\.js$`),
  );
}

const PAGE_UI_FILE = /\/static\/js\/async\/page-ui\.[\da-f]+\.js$/;

// A remote page renders with the host's page UI files (`page-ui`, `on-request-ui`). Asked for by
// the page, they would wait for the remote's entry and the page's code; the route's loader asks
// for them beside those (held back here until the files are asked for).
test("the first page's UI files download while the remote's code does", async ({ page }) => {
  const release = await holdRemotePage(page, 'auth', 'SignInPage');
  await useStoredLanguage(page, 'du');
  const pageUi = page.waitForRequest(PAGE_UI_FILE);
  const overlays = page.waitForRequest(/\/static\/js\/async\/on-request-ui\.[\da-f]+\.js$/);
  await page.goto('/signin', { waitUntil: 'commit' });
  await Promise.all([pageUi, overlays]);
  release();
  await expect(remoteRoot(page, 'auth')).toBeVisible();
});

// The home page renders its first screen without them, within its own budget
// (scripts/check-budgets.mjs): its route does not ask for them ahead.
test('the home page does not ask for the page UI files while its code loads', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const release = await holdRemotePage(page, 'catalog', 'HomePage');
  await useStoredLanguage(page, 'du');
  // The route's loader asks for the page UI beside the remote's code on the other routes: once
  // the shell's code has arrived (the router and its loaders start from it) and the browser has
  // gone idle twice, that decision has been made.
  const shellLoaded = page.waitForResponse(/\/static\/js\/async\/shell\.[\da-f]+\.js$/);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(header(page)).toBeVisible();
  await shellLoaded;
  for (const _ of [1, 2])
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(requested.filter((url) => PAGE_UI_FILE.test(url))).toEqual([]);
  release();
  await expect(remoteRoot(page, 'catalog').getByRole('heading', { level: 1 })).toBeVisible();
});

// The entry asks for the first page's remote (manifest, entry, page code) and its texts as soon as
// the remotes are registered. Left to the route's loader, they would wait for the shared libraries
// and the shell's code (held back here until they have all been asked for).
test("the first page's remote code and texts download while the shell's code does", async ({
  page,
}) => {
  const release = await holdRequests(page, /\/static\/js\/async\/shell\.[\da-f]+\.js$/);
  const auth = REMOTE_ORIGINS.auth;
  await useStoredLanguage(page, 'ar');
  const asked = [
    `${auth}/mf-manifest.json`,
    new RegExp(`^${auth}/static/js/auth\\.[\\da-f]+\\.js$`),
    new RegExp(`^${auth}/static/js/async/__federation_expose_SignInPage\\.[\\da-f]+\\.js$`),
    `${auth}/locales/ar/auth.json`,
    `${auth}/locales/en/auth.json`,
  ].map((url) => page.waitForRequest(url));
  await page.goto('/signin', { waitUntil: 'commit' });
  await Promise.all(asked);
  release();
  await expect(remoteRoot(page, 'auth').getByRole('heading', { level: 1 })).toBeVisible();
});

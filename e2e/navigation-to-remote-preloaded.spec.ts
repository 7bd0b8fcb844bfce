import type { Page, Request } from '@playwright/test';
import type { RemoteName } from '@shop/shared-contracts/remotes/remote-manifest';
import {
  header,
  PAGE_API_URL,
  REMOTE_ORIGINS,
  translation,
  useStoredLanguage,
} from './fixtures/shop';
import { expect, test } from './fixtures/test';

// A click to a remote not loaded yet shows its content at once because everything it needs was
// fetched before the click: the remote's manifest and entry when a link to it is in view or the
// browser is idle, its page's code and texts when the link is pointed at, a product's data when
// its card is.
// Wall-clock times vary by machine, so the journey asserts these requests and only prints the time.

/** Every request of the page, in order; `mark()` answers how many had been made so far. */
function recordRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return { requests, mark: () => requests.length };
}

/** The URLs a remote's page needs before it can render: manifest, entry, the page's own chunks. */
async function filesOfPage(page: Page, remote: RemoteName, expose: string) {
  const origin = REMOTE_ORIGINS[remote];
  const manifest = (await (await page.request.get(`${origin}/mf-manifest.json`)).json()) as {
    metaData: { remoteEntry: { name: string } };
    exposes: { name: string; assets: { js: { sync: string[] } } }[];
  };
  const chunks = manifest.exposes.find((item) => item.name === expose)?.assets.js.sync ?? [];
  expect(chunks.length, `${remote} exposes ${expose}`).toBeGreaterThan(0);
  return {
    manifest: `${origin}/mf-manifest.json`,
    entry: `${origin}/${manifest.metaData.remoteEntry.name}`,
    chunks: chunks.map((chunk) => `${origin}/${chunk}`),
  };
}

/** Clicks `link` and answers the milliseconds until `content` is in the document. */
async function clickUntilShown(page: Page, link: ReturnType<Page['locator']>, content: string) {
  const shown = page.evaluate(
    (selector) =>
      new Promise<number>((resolve) => {
        let clickedAt = 0;
        document.addEventListener('click', () => (clickedAt = performance.now()), {
          capture: true,
          once: true,
        });
        const observer = new MutationObserver(() => {
          if (!clickedAt || !document.querySelector(selector)) return;
          observer.disconnect();
          resolve(performance.now() - clickedAt);
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }),
    content,
  );
  await link.click();
  return shown;
}

const urlsOf = (requests: Request[]) => requests.map((request) => request.url());

test('a header link pointed at has its remote page and texts fetched, so the click needs nothing more of that remote', async ({
  page,
}) => {
  await useStoredLanguage(page, 'du');
  const { requests, mark } = recordRequests(page);
  await page.goto('/');
  await expect(page.locator('main [data-remote="catalog"]')).toBeVisible();
  const files = await filesOfPage(page, 'auth', 'SignInPage');

  const signIn = header(page)
    .getByRole('link', { name: translation('translation', 'du', 'nav.signIn') })
    .first();
  const pageCode = page.waitForResponse(files.chunks[0] as string);
  await signIn.hover();
  await pageCode;
  await page.waitForLoadState('networkidle');
  const beforeClick = urlsOf(requests);
  const texts = `${REMOTE_ORIGINS.auth}/locales/du/auth.json`;
  for (const url of [files.manifest, files.entry, ...files.chunks, texts]) {
    expect(beforeClick, `${url} fetched before the click`).toContain(url);
  }

  const clickedAt = mark();
  const ms = await clickUntilShown(page, signIn, 'main [data-remote="auth"]');
  const afterClick = urlsOf(requests.slice(clickedAt));
  console.log(`/ -> /signin (auth): content ${ms.toFixed(0)} ms after the click`);
  await expect(page.locator('#signin-email')).toBeVisible();
  // Neither its code nor its texts: the hover fetched the remote's namespace as well.
  const ofAuth = afterClick.filter((url) => url.startsWith(REMOTE_ORIGINS.auth));
  expect(ofAuth, 'files of the auth remote fetched after the click').toEqual([]);
  // Nothing of the remote was fetched twice (hover, idle and in-view preloads share one request).
  const authFiles = urlsOf(requests).filter((url) => url.startsWith(REMOTE_ORIGINS.auth));
  expect(authFiles.length).toBe(new Set(authFiles).size);
});

test('the product cards of the server-rendered home page get their remote preloaded once the browser is idle; pointed at, a card fetches the product before the click', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await useStoredLanguage(page, 'du');
  const { requests, mark } = recordRequests(page);
  const product = REMOTE_ORIGINS.product;
  const files = await filesOfPage(page, 'product', 'ProductPage');
  // The cards are links in the server's HTML, so the idle pass over the page's links preloads
  // their remote's manifest and entry, but not yet a page's code.
  const entry = page.waitForResponse(files.entry);
  await page.goto('/');
  const home = page.locator('main [data-remote="catalog"]');
  const card = home.getByTestId('product-card').first();
  await expect(card).toBeAttached();
  await entry;
  await page.waitForLoadState('networkidle');
  const idle = urlsOf(requests).filter((url) => url.startsWith(product));
  expect(idle).toContain(files.manifest);
  expect(idle.some((url) => files.chunks.includes(url))).toBe(false);
  await card.scrollIntoViewIfNeeded();

  const link = card.getByRole('link');
  const id = (await link.getAttribute('href'))?.split('/').pop();
  const detail = `${PAGE_API_URL}/v1/products/${id}`;
  const data = page.waitForResponse(detail);
  await link.hover();
  await data;
  await page.waitForLoadState('networkidle');
  for (const url of files.chunks) expect(urlsOf(requests)).toContain(url);

  const clickedAt = mark();
  const ms = await clickUntilShown(page, link, 'main [data-remote="product"] h1');
  console.log(`/ -> /product/${id} (product): details ${ms.toFixed(0)} ms after the click`);
  await expect(page).toHaveURL(`/product/${id}`);
  const afterClick = urlsOf(requests.slice(clickedAt));
  expect(afterClick, 'the product page used the prefetched product').not.toContain(detail);
  expect(afterClick.filter((url) => url.startsWith(product))).toEqual([]);
});

// Playwright measurements of one route in a fresh browser context (empty cache).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Sums the layout shifts the shopper did not cause (the CLS of a single page view), and notes
 * which scripts had been requested when the routed page first showed its content.
 */
function observePage(contentSelector) {
  window.__shopCls = 0;
  const observer = new MutationObserver(() => {
    if (!document.querySelector(contentSelector)) return;
    observer.disconnect();
    window.__shopFirstRenderScripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script')
      .map((entry) => entry.name);
  });
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true }),
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) window.__shopCls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const compressedSize = (body) => ({
  gzip: gzipSync(body, { level: 9 }).length,
  brotli: brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length,
});

/** The routed page has rendered: a remote's root element, or a page heading of the host. */
const PAGE_CONTENT = 'main [data-remote], main h1, [data-testid="remote-unavailable"]';

/**
 * JavaScript bytes of the first render (raw, gzip and brotli of each file requested before the
 * page's content showed, compressed here so the figures do not depend on how the server
 * answered; later files, such as remotes preloaded when the browser is idle, are left out),
 * request count and CLS of one page load, both counted until the network is idle.
 * @param {import('@playwright/test').Browser} browser
 */
export async function measureRoute(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.addInitScript(observePage, PAGE_CONTENT);
  const scripts = new Map();
  let requests = 0;
  page.on('request', () => {
    requests += 1;
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(
      response.url(),
      response.body().catch(() => Buffer.alloc(0)),
    );
  });
  await page.goto(url);
  await page.locator(PAGE_CONTENT).first().waitFor();
  await page.waitForLoadState('networkidle');
  // Late shifts (a remote replacing its spinner) happen after the network settles.
  await page.waitForTimeout(1000);
  const cls = await page.evaluate(() => window.__shopCls);
  const firstRender = await page.evaluate(() => window.__shopFirstRenderScripts ?? []);
  const bodies = await Promise.all(
    firstRender.map((script) => scripts.get(script) ?? Buffer.alloc(0)),
  );
  await context.close();
  const js = { files: bodies.length, raw: 0, gzip: 0, brotli: 0 };
  for (const body of bodies) {
    const size = compressedSize(body);
    js.raw += body.length;
    js.gzip += size.gzip;
    js.brotli += size.brotli;
  }
  return { js, requests, cls };
}

/**
 * Milliseconds from a click on `linkSelector` (on the home page, as soon as it shows its
 * content) until the target remote's root element is in the document.
 * @param {import('@playwright/test').Browser} browser
 */
export async function clickToContent(browser, origin, linkSelector, contentSelector) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await page.locator('[data-remote="catalog"]').waitFor();
  const link = page.locator(linkSelector).first();
  await link.waitFor();
  const elapsed = page.evaluate((selector) => {
    return new Promise((resolve) => {
      let clickedAt = 0;
      document.addEventListener(
        'click',
        () => {
          clickedAt = performance.now();
        },
        { capture: true, once: true },
      );
      const observer = new MutationObserver(() => {
        if (clickedAt && document.querySelector(selector)) {
          observer.disconnect();
          resolve(performance.now() - clickedAt);
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  }, contentSelector);
  await link.click();
  const ms = await elapsed;
  await context.close();
  return ms;
}

// Click-to-content time of a remote's page not loaded yet, measured with Playwright without
// throttling (the page's own code and data on localhost).

/** Pointer dwell before the click in the `pointed` way: a shopper's hover lasts longer. */
const POINTING_MS = 100;

/**
 * Milliseconds from a click on `linkSelector` on the home page until the target remote's root
 * element is in the document. `way` is when the click comes:
 * - 'cold': as soon as the home page shows its content, the pointer moving onto the link and
 *   clicking at once (nothing had time to preload: the worst case);
 * - 'pointed': once the page is idle (its links in view have had their remote's manifest and
 *   entry preloaded), after pointing at the link for 100 ms (which preloads that page's code
 *   and texts), as a shopper's click comes.
 * @param {import('@playwright/test').Browser} browser
 * @param {'cold' | 'pointed'} way
 */
export async function clickToContent(browser, origin, linkSelector, contentSelector, way) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await page.locator('[data-remote="catalog"]').waitFor();
  const link = page.locator(linkSelector).first();
  await link.waitFor();
  if (way === 'pointed') {
    await page.waitForLoadState('networkidle');
    await link.hover();
    await page.waitForTimeout(POINTING_MS);
  }
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

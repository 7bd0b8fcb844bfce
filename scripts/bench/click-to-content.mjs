// Click-to-content time of a remote's page not loaded yet, measured with Playwright without
// throttling (the page's own code and data on localhost).

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

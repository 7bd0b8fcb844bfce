// Puts the shop's stored state into the Lighthouse Chromium before a run: the language a
// returning shopper chose and, for the signed-in routes, the session token, where the shop keeps
// them (localStorage `i18nextLng`, read by shared-platform/src/i18n/language-detection.ts, and
// `token`, the remember-me token of shared-platform/src/session/token-storage.ts), and the
// cookies the render service reads (`shop-language`: the document's language).
import { chromium } from '@playwright/test';

/**
 * Connects to the Chromium Lighthouse drives (its default profile, so the measured tab shares the
 * storage set here).
 * @returns {Promise<{ prepare: (origin: string, items: Record<string, string>,
 *   cookies?: Record<string, string>) => Promise<void> }>}
 */
export async function connectStorage(port) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const [context] = browser.contexts();
  if (!context) throw new Error('The Lighthouse Chromium has no default context.');

  return {
    /**
     * Empties everything the origin stored and the HTTP cache, then stores `items` in its
     * localStorage and sets `cookies` for the origin (Lighthouse keeps cookies). The tab opens the runtime configuration, a small file of the host's origin,
     * so no page of the shop runs and nothing of it is cached.
     */
    async prepare(origin, items, cookies = {}) {
      const page = await context.newPage();
      try {
        await page.goto(`${origin}/runtime-config.json`);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
        await page.evaluate((entries) => {
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        }, items);
        await context.addCookies(
          Object.entries(cookies).map(([name, value]) => ({ name, value, url: origin })),
        );
        await cdp.send('Network.clearBrowserCache');
        await cdp.detach();
      } finally {
        await page.close();
      }
    },
  };
}

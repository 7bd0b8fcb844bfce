import type { Page } from '@playwright/test';
import { enterAs, everyRoute, SWEEP_STATES, sweepStateOf } from './fixtures/route-sweeps';
import { remoteRoot, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

// The narrowest phone the shop supports: no page may be wider than this.
const PHONE_WIDTH = 320;

async function pageWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test.use({ viewport: { width: PHONE_WIDTH, height: 640 } });

for (const language of ['du', 'ar'] as const) {
  for (const state of SWEEP_STATES) {
    const routes = everyRoute().filter((route) => sweepStateOf(route.pattern) === state);
    test(`no page scrolls sideways on a ${PHONE_WIDTH} px phone (${language}, ${state})`, async ({
      page,
      request,
    }) => {
      // A page load per route, up to twenty in one journey.
      test.slow();
      await useStoredLanguage(page, language);
      await enterAs(state, page, request);
      const tooWide: string[] = [];
      for (const { path, remote } of routes) {
        await page.goto(path);
        const content = remote
          ? remoteRoot(page, remote)
          : page.getByRole('main').getByRole('heading', { level: 1 });
        await expect(content, `${path} shows its content`).toBeVisible();
        // Data-driven parts (lists, the product) widen a page only once their answers arrived.
        await page.waitForLoadState('networkidle');
        const width = await pageWidth(page);
        if (width > PHONE_WIDTH) tooWide.push(`${path} is ${width} px wide`);
      }
      // Every route is named, so one run lists all the pages that are too wide.
      expect(tooWide).toEqual([]);
    });
  }
}

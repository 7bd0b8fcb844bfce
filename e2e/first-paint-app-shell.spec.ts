import type { Locator, Page } from '@playwright/test';
import { holdRequests } from './fixtures/hold-requests';
import { header, type Language, remoteRoot, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

// The document draws a picture of the header (delivery banner, bar, shop name) before the shop's
// code arrives (host-shell/src/app-shell/), and React's header replaces it in the same frame. The
// picture must stand exactly where the header will, in the shopper's language and direction, or
// the switch would be seen (and, where a box moves, counted as a layout shift).

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface HeaderGeometry {
  banner: Box;
  bannerText: Box;
  text: string;
  /** From the top of the page to the bottom of the bar (the header's toolbar), without border. */
  barBottom: number;
  brand: Box;
  brandIcon: Box;
  dir: string;
  lang: string;
}

/** Holds the shared libraries back until `release`, so the document's picture stays up. */
const holdSharedLibraries = (page: Page) =>
  holdRequests(page, '**/static/js/async/shared-libraries.*.js');

/** Where the parts of a header are, the picture's or the real one's (CSS selectors in `root`). */
interface HeaderParts {
  banner: string;
  bannerText: string;
  bar: string;
  brand: string;
  brandIcon: string;
  /** Height of a border the bar draws itself; the real header draws it below its last row. */
  barBorder: number;
}

const PICTURE_PARTS: HeaderParts = {
  banner: '.app-shell-banner',
  bannerText: '.app-shell-banner p',
  bar: '.app-shell-bar',
  brand: '.app-shell-brand span',
  brandIcon: '.app-shell-brand svg',
  barBorder: 1,
};

// On wide screens the category row follows the toolbar; the picture has none.
const HEADER_PARTS: HeaderParts = {
  banner: ':scope > :first-child',
  bannerText: ':scope > :first-child p',
  bar: '.MuiToolbar-root',
  brand: 'a[href="/"] span',
  brandIcon: 'a[href="/"] svg',
  barBorder: 0,
};

function geometry(root: Locator, parts: HeaderParts): Promise<HeaderGeometry> {
  return root.evaluate((element, parts) => {
    const part = (selector: string): Element => {
      const found = element.querySelector(selector);
      if (!found) throw new Error(`The header lacks ${selector}.`);
      return found;
    };
    const box = (selector: string): Box => {
      const { x, y, width, height } = part(selector).getBoundingClientRect();
      return { x, y, width, height };
    };
    return {
      banner: box(parts.banner),
      bannerText: box(parts.bannerText),
      text: part(parts.bannerText).textContent ?? '',
      barBottom: part(parts.bar).getBoundingClientRect().bottom - parts.barBorder,
      brand: box(parts.brand),
      brandIcon: box(parts.brandIcon),
      dir: document.documentElement.dir,
      lang: document.documentElement.lang,
    };
  }, parts);
}

function expectSameBox(picture: Box, real: Box, part: string) {
  for (const side of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(picture[side] - real[side]), `${part} ${side}`).toBeLessThanOrEqual(1);
  }
}

for (const language of ['du', 'ar'] as const satisfies readonly Language[]) {
  test(`the first paint stands where the header will, in ${language}, at 320, 412 and 1280 px`, async ({
    page,
  }) => {
    await useStoredLanguage(page, language);
    for (const width of [320, 412, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const release = await holdSharedLibraries(page);
      await page.goto('/signin');
      const picture = page.locator('#app-shell');
      await expect(picture).toBeVisible();
      await expect(picture).toHaveAttribute('data-language', language);
      const drawn = await geometry(picture, PICTURE_PARTS);
      release();
      await expect(header(page)).toBeVisible();
      await expect(picture).toHaveCount(0);
      const real = await geometry(header(page), HEADER_PARTS);
      await page.unrouteAll();

      expect(drawn.dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
      expect(drawn.lang).toBe(real.lang);
      expect(drawn.text).toBe(real.text);
      expect(Math.abs(drawn.barBottom - real.barBottom), `bar at ${width} px`).toBeLessThanOrEqual(
        1,
      );
      expectSameBox(drawn.banner, real.banner, `banner at ${width} px`);
      expectSameBox(drawn.bannerText, real.bannerText, `banner text at ${width} px`);
      expectSameBox(drawn.brand, real.brand, `shop name at ${width} px`);
      expectSameBox(drawn.brandIcon, real.brandIcon, `shop icon at ${width} px`);
    }
  });
}

// The first page's texts are read before it renders (the route's loader waits for them). Were the
// page to wait for them itself, the page-wide spinner would stand below the picture first, and the
// whole page would jump up when the header replaced the picture. That happens whenever the page's
// code is in before React's first render, as on a phone with a slow processor; slow host texts
// (the first render waits for them, the page's code does not) make it certain here.
for (const language of ['du', 'ar'] as const satisfies readonly Language[]) {
  test(`a first visit in ${language} moves nothing from the first paint to the page, when its code is in first`, async ({
    page,
  }) => {
    await page.route('**/locales/*/translation.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          shifts.push((entry as unknown as { value: number }).value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await useStoredLanguage(page, language);
    await page.goto('/');
    await expect(remoteRoot(page, 'catalog').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#app-shell')).toHaveCount(0);
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: number[] }).__shifts,
    );
    expect(shifts).toEqual([]);
  });
}

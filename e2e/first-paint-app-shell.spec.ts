import type { Page, Route } from '@playwright/test';
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
  /** From the top of the page to the bottom of the bar (the header's toolbar). */
  barBottom: number;
  brand: Box;
  brandIcon: Box;
  dir: string;
  lang: string;
}

/** Holds the shared libraries back until `release`, so the document's picture stays up. */
async function holdSharedLibraries(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/static/js/async/shared-libraries.*.js', async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

function pictureGeometry(page: Page): Promise<HeaderGeometry> {
  return page.locator('#app-shell').evaluate((shell) => {
    const box = (element: Element | null): Box => {
      if (!element) throw new Error('The picture lacks a part.');
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    return {
      banner: box(shell.querySelector('.app-shell-banner')),
      bannerText: box(shell.querySelector('.app-shell-banner p')),
      text: shell.querySelector('.app-shell-banner p')?.textContent ?? '',
      // Less the bar's bottom border, which the header draws below its last row.
      barBottom: (shell.querySelector('.app-shell-bar')?.getBoundingClientRect().bottom ?? 0) - 1,
      brand: box(shell.querySelector('.app-shell-brand span')),
      brandIcon: box(shell.querySelector('.app-shell-brand svg')),
      dir: document.documentElement.dir,
      lang: document.documentElement.lang,
    };
  });
}

function headerGeometry(page: Page): Promise<HeaderGeometry> {
  return header(page).evaluate((bar) => {
    const box = (element: Element | null): Box => {
      if (!element) throw new Error('The header lacks a part.');
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    const banner = bar.firstElementChild;
    const brandLink = bar.querySelector('a[href="/"]');
    return {
      banner: box(banner),
      bannerText: box(banner?.querySelector('p') ?? null),
      text: banner?.querySelector('p')?.textContent ?? '',
      // On wide screens the category row follows the toolbar; the picture has none.
      barBottom: bar.querySelector('.MuiToolbar-root')?.getBoundingClientRect().bottom ?? 0,
      brand: box(brandLink?.querySelector('span') ?? null),
      brandIcon: box(brandLink?.querySelector('svg') ?? null),
      dir: document.documentElement.dir,
      lang: document.documentElement.lang,
    };
  });
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
      const drawn = await pictureGeometry(page);
      release();
      await expect(header(page)).toBeVisible();
      await expect(picture).toHaveCount(0);
      const real = await headerGeometry(page);
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

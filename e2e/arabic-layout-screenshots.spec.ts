/**
 * The Arabic layout, held by screenshot comparisons at a narrow phone, a tablet and a desktop
 * width: the header, a product card, the store's filter sidebar, the cart and the checkout.
 *
 * The pictures must not depend on what other journeys do in the same database, so they show
 * only data nobody else changes: a fresh shopper with a fixed address and fixed cart lines
 * (variants other journeys do not buy, see `CART_LINES`), and a seeded product card whose rating
 * the review journey cannot change (it only reviews products without reviews).
 *
 * Baselines live in `arabic-layout-screenshots.spec.ts-snapshots/`; docs/how-to/update-screenshot-baselines.md
 * says when and how to record them again.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { useJourneyToday } from './fixtures/fixed-clock';
import { createFreshShopper, signInAs } from './fixtures/fresh-shopper';
import { header, remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { addAddress, addToCart } from './fixtures/shopping';
import { expect, test } from './fixtures/test';

const WIDTHS = [320, 768, 1280] as const;
// Each journey here loads its page once per width: three pages, not one.
test.describe.configure({ timeout: 60_000 });
/** Below this width the store's filters are a drawer (MUI's `md` breakpoint). */
const DRAWER_BELOW = 900;

/**
 * Seeded products by id. Other journeys take the first variant with at least ten in stock of a
 * product, so these lines use a later one: their stock, and with it the quantity stepper's "+",
 * stays as it is.
 */
const CART_LINES = [
  { product_id: 14, product_variant_id: 99, vendor_id: 1, quantity: 2 },
  { product_id: 24, product_variant_id: 177, vendor_id: 2, quantity: 1 },
] as const;
/** On the store's first page (newest first), with seeded reviews. */
const CARD_PRODUCT_ID = 5;

/**
 * Same Debian image, same Chromium, same fonts (`.ci/run` installs them): the pictures come out
 * identical pixel for pixel, run after run. The tolerance is a count, not a share of the picture:
 * 1 % of the desktop header is 1,800 pixels, yet the logout arrow pointing the wrong way differs
 * in 96. Playwright's per-pixel colour threshold (0.2) already ignores anti-aliasing shades; the
 * 20 pixels absorb a few stray edge pixels of another CPU's rasteriser, and an icon, a glyph or a
 * line out of place is well above them.
 */
const SHOT = {
  animations: 'disabled',
  caret: 'hide',
  maxDiffPixels: 20,
} as const;

/**
 * Opens `path` in a window `width` wide, as a phone, a tablet or a desktop loads it. Each width
 * gets its own load rather than a resize of the page loaded at another width: a resize from the
 * desktop width is not what these pictures are about, and it made the whole picture depend on
 * when the browser re-evaluated the layout of a page still taking in its data.
 */
async function openAt(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
}

/**
 * Makes the window as tall as the subject reaches, then waits until its pictures and the page's
 * fonts are there, with nothing hovered. A subject that fits the window is pictured without
 * scrolling, so the sticky header cannot cover part of it.
 */
async function settle(page: Page, subject: Locator, width: number) {
  // Parts that follow the width in script (MUI's media queries) re-render after the app has
  // started; until then the page may be wider than the window. The shop never scrolls sideways.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(width);
  await page.evaluate(() => window.scrollTo(0, 0));
  // And the subject keeps its size over two checks before it is measured.
  let last = '';
  await expect
    .poll(async () => {
      const box = JSON.stringify(await subject.boundingBox());
      const stable = box === last;
      last = box;
      return stable;
    })
    .toBe(true);
  const bottom = await subject.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top + window.scrollY + Math.max(box.height, element.scrollHeight);
  });
  await page.setViewportSize({ width, height: Math.max(900, Math.ceil(bottom) + 16) });
  await subject.evaluate((element) => {
    for (const image of element.querySelectorAll('img')) image.loading = 'eager';
  });
  await expect
    .poll(() =>
      subject.evaluate((element) =>
        [...element.querySelectorAll('img')].every(
          (image) => image.complete && image.naturalWidth > 0,
        ),
      ),
    )
    .toBe(true);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.mouse.move(0, 0);
}

/** Pixels around the subject in its picture, so a glyph reaching past its box is not cut off. */
const MARGIN = 4;

/** Compares the subject, with a small margin, at `width` with its baseline `name`. */
async function expectPicture(page: Page, subject: Locator, name: string, width: number) {
  await settle(page, subject, width);
  const box = await subject.boundingBox();
  if (!box) throw new Error(`${name}: the subject is not on the page`);
  const x = Math.max(0, Math.floor(box.x) - MARGIN);
  const y = Math.max(0, Math.floor(box.y) - MARGIN);
  const right = Math.min(width, Math.ceil(box.x + box.width) + MARGIN);
  const bottom = Math.ceil(box.y + box.height) + MARGIN;
  await expect(page).toHaveScreenshot(name, {
    ...SHOT,
    clip: { x, y, width: right - x, height: bottom - y },
  });
}

async function shopperWithFixedCart(page: Page, request: APIRequestContext) {
  const shopper = await createFreshShopper(request, 'arabic-shots');
  await addAddress(request, shopper);
  for (const { quantity, ...pick } of CART_LINES) {
    const line = await addToCart(request, shopper, pick, quantity);
    // The stepper's "+" is enabled in the baseline: the variant has stock beyond the quantity.
    expect(line.product_variant.stock).toBeGreaterThan(quantity);
  }
  await useStoredLanguage(page, 'ar');
  await signInAs(page, shopper);
}

test('Arabic store: a product card and the filter sidebar at three widths', async ({ page }) => {
  await useStoredLanguage(page, 'ar');
  const store = remoteRoot(page, 'catalog');
  const card = store
    .getByTestId('product-card')
    .filter({ has: page.locator(`a[href="/product/${CARD_PRODUCT_ID}"]`) });
  for (const width of WIDTHS) {
    await openAt(page, '/store', width);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectPicture(page, card, `product-card-${width}.png`, width);

    if (width >= DRAWER_BELOW) {
      const sidebar = store.locator('aside');
      await expectPicture(page, sidebar, `store-sidebar-${width}.png`, width);
      continue;
    }
    await store.getByRole('button', { name: translation('catalog', 'ar', 'filters.open') }).click();
    const drawer = page.getByRole('dialog', {
      name: translation('catalog', 'ar', 'filters.label'),
    });
    // The drawer slides in from the right edge in Arabic and comes to rest there.
    await expect(drawer).toHaveCSS('transform', 'none');
    await expectPicture(page, drawer, `store-sidebar-${width}.png`, width);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
});

test('Arabic cart with the header, at three widths', async ({ page, request }) => {
  await shopperWithFixedCart(page, request);
  const cart = remoteRoot(page, 'cartCheckout');
  // The badge counts every piece in the cart.
  const pieces = CART_LINES.reduce((sum, line) => sum + line.quantity, 0);
  for (const width of WIDTHS) {
    await openAt(page, '/card', width);
    await expect(cart.getByTestId('cart-item')).toHaveCount(CART_LINES.length);
    await expect(header(page).getByTestId('cart-badge')).toContainText(String(pieces));
    await expectPicture(page, header(page), `header-${width}.png`, width);
    await expectPicture(page, cart, `cart-${width}.png`, width);
  }
});

test('Arabic checkout at three widths', async ({ page, request }) => {
  await shopperWithFixedCart(page, request);
  // The delivery estimates are dates counted from the browser's today.
  await useJourneyToday(page);
  const checkout = remoteRoot(page, 'cartCheckout');
  for (const width of WIDTHS) {
    await openAt(page, '/checkout', width);
    await expect(checkout.getByTestId('summary-total')).toBeVisible();
    await expectPicture(page, checkout, `checkout-${width}.png`, width);
  }
});

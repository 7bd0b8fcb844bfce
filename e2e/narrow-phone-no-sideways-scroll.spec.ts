import { expect, type Page, test } from '@playwright/test';
import {
  type RemoteName,
  remoteRoot,
  signInAsDemoShopper,
  useStoredLanguage,
} from './fixtures/shop';

// The narrowest phone the shop supports: no page may be wider than this.
const PHONE_WIDTH = 320;

const SIGNED_IN_ONLY = new Set(['/my-account', '/orders', '/profile/addresses']);

// Every route, with the remote that renders it (null: the host's own page).
const ROUTES: [path: string, remote: RemoteName | null][] = [
  ['/', 'catalog'],
  ['/store', 'catalog'],
  ['/categories', 'catalog'],
  ['/best-sellers', 'catalog'],
  ['/product/1', 'product'],
  ['/card', 'cartCheckout'],
  ['/checkout', 'cartCheckout'],
  ['/order-confirmation', 'cartCheckout'],
  ['/my-account', 'account'],
  ['/orders', 'account'],
  ['/profile/addresses', 'account'],
  ['/signin', 'auth'],
  ['/signup', 'auth'],
  ['/forgot-password', 'auth'],
  ['/terms', null],
  ['/privacy', null],
  ['/no-such-page', null],
];

async function pageWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test.use({ viewport: { width: PHONE_WIDTH, height: 640 } });

for (const language of ['du', 'ar'] as const) {
  for (const [path, remote] of ROUTES) {
    test(`${path} does not scroll sideways on a ${PHONE_WIDTH} px phone (${language})`, async ({
      page,
      request,
    }) => {
      await useStoredLanguage(page, language);
      if (SIGNED_IN_ONLY.has(path)) await signInAsDemoShopper(page, request);
      await page.goto(path);
      const content = remote
        ? remoteRoot(page, remote)
        : page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(content).toBeVisible();
      // Data-driven parts (lists, the product) widen a page only once their answers arrived.
      await page.waitForLoadState('networkidle');
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_WIDTH);
    });
  }
}

import type { Page } from '@playwright/test';
import {
  examplePath,
  type RemoteName,
  remoteRoutes,
} from '@shop/shared-contracts/remotes/remote-manifest';
import {
  CART_NEEDED_ROUTES,
  remoteRoot,
  SIGNED_IN_ONLY_ROUTES,
  signInAsDemoShopper,
  useStoredLanguage,
} from './fixtures/shop';
import { signInWithCartItem } from './fixtures/shopping';
import { expect, test } from './fixtures/test';

// The narrowest phone the shop supports: no page may be wider than this.
const PHONE_WIDTH = 320;

// Every route a remote renders (from the remote manifest), plus the host's own pages.
const ROUTES: [path: string, remote: RemoteName | null][] = [
  ...remoteRoutes().map(({ path, remote }): [string, RemoteName] => [examplePath(path), remote]),
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
      if (CART_NEEDED_ROUTES.has(path)) await signInWithCartItem(page, request);
      else if (SIGNED_IN_ONLY_ROUTES.has(path)) await signInAsDemoShopper(page, request);
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

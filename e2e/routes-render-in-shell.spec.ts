import { expect, test } from '@playwright/test';
import {
  expectShell,
  type RemoteName,
  remoteRoot,
  signInAsDemoShopper,
  useStoredLanguage,
} from './fixtures/shop';

// Every route of spec §2 that a remote renders, with the remote that owns it.
const SIGNED_IN_ONLY = new Set(['/my-account', '/orders', '/profile/addresses']);

const ROUTES: [path: string, remote: RemoteName][] = [
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
];

test.beforeEach(async ({ page }) => {
  await useStoredLanguage(page, 'du');
});

for (const [path, remote] of ROUTES) {
  test(`${path} renders the ${remote} remote inside the header and footer`, async ({
    page,
    request,
  }) => {
    if (SIGNED_IN_ONLY.has(path)) await signInAsDemoShopper(page, request);
    await page.goto(path);
    await expect(page).toHaveURL(path);
    await expectShell(page);
    await expect(remoteRoot(page, remote)).toBeVisible();
  });
}

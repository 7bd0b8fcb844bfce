import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import {
  expectShell,
  type RemoteName,
  remoteRoot,
  signInAsDemoShopper,
  useStoredLanguage,
} from './fixtures/shop';

// Every route that a remote renders, with the remote that owns it.
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

// Pages axe checks here; sign-in and sign-up are checked in their own journeys, with a form filled.
const A11Y_CHECKED = new Set(['/categories']);

for (const language of ['du', 'ar'] as const) {
  for (const [path, remote] of ROUTES) {
    test(`${path} renders the ${remote} remote inside the header and footer (${language})`, async ({
      page,
      request,
    }) => {
      await useStoredLanguage(page, language);
      if (SIGNED_IN_ONLY.has(path)) await signInAsDemoShopper(page, request);
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expectShell(page);
      await expect(remoteRoot(page, remote)).toBeVisible();
      if (A11Y_CHECKED.has(path)) {
        await page.waitForLoadState('networkidle');
        await expectNoSeriousA11yViolations(page);
      }
    });
  }
}

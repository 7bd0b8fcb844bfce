import { examplePath, remoteRoutes } from '@shop/shared-contracts/remotes/remote-manifest';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import {
  CART_NEEDED_ROUTES,
  expectShell,
  remoteRoot,
  SIGNED_IN_ONLY_ROUTES,
  signInAsDemoShopper,
  useStoredLanguage,
} from './fixtures/shop';
import { signInWithCartItem } from './fixtures/shopping';
import { expect, test } from './fixtures/test';

// Every route a remote renders (from the remote manifest), with the remote that owns it.
// Pages axe checks here; sign-in and sign-up are checked in their own journeys, with a form filled.
const A11Y_CHECKED = new Set(['/categories']);

for (const language of ['du', 'ar'] as const) {
  for (const { path: pattern, remote } of remoteRoutes()) {
    const path = examplePath(pattern);
    test(`${path} renders the ${remote} remote inside the header and footer (${language})`, async ({
      page,
      request,
    }) => {
      await useStoredLanguage(page, language);
      if (CART_NEEDED_ROUTES.has(pattern)) await signInWithCartItem(page, request);
      else if (SIGNED_IN_ONLY_ROUTES.has(pattern)) await signInAsDemoShopper(page, request);
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expectShell(page);
      await expect(remoteRoot(page, remote)).toBeVisible();
      if (A11Y_CHECKED.has(pattern)) {
        await page.waitForLoadState('networkidle');
        await expectNoSeriousA11yViolations(page);
      }
    });
  }
}

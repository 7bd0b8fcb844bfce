import { expect, test } from '@playwright/test';
import { examplePath, remoteRoutes } from '@shop/shared-contracts/remotes/remote-manifest';
import { expectShell, remoteRoot, signInAsDemoShopper, useStoredLanguage } from './fixtures/shop';

// Every route a remote renders (from the remote manifest), with the remote that owns it.
const SIGNED_IN_ONLY = new Set(['/my-account', '/orders', '/profile/addresses']);

test.beforeEach(async ({ page }) => {
  await useStoredLanguage(page, 'du');
});

for (const { path: pattern, remote } of remoteRoutes()) {
  const path = examplePath(pattern);
  test(`${path} renders the ${remote} remote inside the header and footer`, async ({
    page,
    request,
  }) => {
    if (SIGNED_IN_ONLY.has(pattern)) await signInAsDemoShopper(page, request);
    await page.goto(path);
    await expect(page).toHaveURL(path);
    await expectShell(page);
    await expect(remoteRoot(page, remote)).toBeVisible();
  });
}

import {
  expectShell,
  footer,
  header,
  REMOTE_ORIGINS,
  remoteRoot,
  signInAsDemoShopper,
  switchLanguage,
  translation,
  unavailablePanel,
  useStoredLanguage,
} from './fixtures/shop';
import { expect, test } from './fixtures/test';

const accountServer = `${REMOTE_ORIGINS.account}/**`;

test.beforeEach(async ({ page, request }) => {
  await useStoredLanguage(page, 'du');
  await signInAsDemoShopper(page, request);
  await page.route(accountServer, (route) => route.abort());
});

test('an unreachable remote shows the fallback panel while the rest of the shop works', async ({
  page,
}) => {
  await page.goto('/my-account');
  await expectShell(page);
  const panel = unavailablePanel(page);
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(translation('translation', 'du', 'remote.unavailableTitle'));
  await expect(panel).toContainText(translation('translation', 'du', 'remote.unavailableText'));

  // Other routes, reached inside the page, still render their remotes.
  await footer(page).locator('a[href="/store"]').first().click();
  await expect(page).toHaveURL(/\/store$/);
  await expect(remoteRoot(page, 'catalog')).toBeVisible();
  await header(page).locator('a[href="/"]').first().click();
  await expect(remoteRoot(page, 'catalog').getByRole('heading', { level: 1 })).toHaveText(
    translation('catalog', 'du', 'home.title'),
  );

  // The language toggle still works, for the header and for the panel on the broken route.
  await switchLanguage(page, 'ar');
  await expect(header(page)).toContainText(translation('translation', 'ar', 'nav.myAccount'));
  await footer(page).locator('a[href="/orders"]').first().click();
  await expect(unavailablePanel(page)).toContainText(
    translation('translation', 'ar', 'remote.unavailableTitle'),
  );
});

test('retry loads the remote once its server is back', async ({ page }) => {
  await page.goto('/orders');
  const panel = unavailablePanel(page);
  await expect(panel).toBeVisible();

  await page.unroute(accountServer);
  await panel
    .getByRole('button', { name: translation('translation', 'du', 'remote.retry') })
    .click();
  await expect(remoteRoot(page, 'account').getByRole('heading', { level: 1 })).toHaveText(
    translation('account', 'du', 'orders.title'),
  );
  await expect(unavailablePanel(page)).toHaveCount(0);
});

test("retry also recovers when only the remote's code failed to download", async ({ page }) => {
  const productCode = `${REMOTE_ORIGINS.product}/static/**`;
  await page.route(productCode, (route) => route.abort());
  await page.goto('/product/3');
  const panel = unavailablePanel(page);
  await expect(panel).toBeVisible();

  await page.unroute(productCode);
  await panel
    .getByRole('button', { name: translation('translation', 'du', 'remote.retry') })
    .click();
  await expect(remoteRoot(page, 'product')).toBeVisible();
});

import { REMOTES } from '@shop/shared-contracts/remotes/remote-manifest';
import { pointHostAt, shopSites, usualManifest } from './fixtures/deploy';
import { signInAs } from './fixtures/fresh-shopper';
import { signInDemo, VENDOR } from './fixtures/seller';
import { remoteRoot, translation, useStoredLanguage, waitForApp } from './fixtures/shop';
import { expect, test } from './fixtures/test';

// A remote joins the shop with its deploy and one runtime configuration change (its
// SHOP_REMOTE_<NAME> variable): no host is rebuilt. The render service takes the seller center's
// routes from its manifest (the host keeps its build's routes of a workspace remote only for a
// manifest it cannot read) and hands the browser the same table: the page renders on the server
// and hydrates (a browser routing by its build's own table would not match: #418).
const site = 'deploy-host';
const usualSeller = usualManifest(REMOTES.seller.port);

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.afterAll(async () => {
  await pointHostAt(site, 'seller', usualSeller);
});

/** The render service's answer for the address once its poll has seen the configuration. */
async function serverStatusBecomes(
  request: import('@playwright/test').APIRequestContext,
  url: string,
  status: number,
) {
  await expect
    .poll(async () => (await request.get(url)).status(), { timeout: 60_000, intervals: [1_000] })
    .toBe(status);
}

test('a remote added to the runtime configuration has its pages rendered and hydrated', async ({
  page,
  request,
}) => {
  const host = shopSites().origins.deployHost;
  const dashboard = `${host}/seller?lang=de`;
  const title = translation('seller', 'du', 'dashboard.title');

  await pointHostAt(site, 'seller', null);
  await serverStatusBecomes(request, dashboard, 404);

  await pointHostAt(site, 'seller', usualSeller);
  await serverStatusBecomes(request, dashboard, 200);
  const answer = await request.get(dashboard);
  expect(answer.headers()['x-shop-render']).toBe('server');
  const html = await answer.text();
  expect(html).toContain('data-remote="seller"');
  expect(html).toContain(title);

  await useStoredLanguage(page, 'du');
  await signInAs(page, await signInDemo(request, VENDOR));
  await page.goto(`${host}/seller`);
  await waitForApp(page);
  await expect(remoteRoot(page, 'seller').getByRole('heading', { level: 1 })).toHaveText(title);
  // The `hydrationErrors` fixture fails the journey on React's #418 and its kin.
});

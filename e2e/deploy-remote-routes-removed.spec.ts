import { join } from 'node:path';
import { REMOTES } from '@shop/shared-contracts/remotes/remote-manifest';
import { deployRelease, pointHostAt, repoRoot, shopSites, usualManifest } from './fixtures/deploy';
import { withPublishedRoutes } from './fixtures/published-routes';
import { expectShell, remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

// A remote team drops a page: its next release no longer publishes the route, and the host,
// never rebuilt, answers the address with its own not-found page, from the render service (404)
// and in the browser.
const site = 'deploy-host';
const usualCatalog = usualManifest(REMOTES.catalog.port);

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let releaseManifest = '';

test.beforeAll(() => {
  const dist = withPublishedRoutes(join(repoRoot, 'mfe-catalog', 'dist'), (routes) =>
    routes.filter(({ path }) => path !== '/best-sellers'),
  );
  releaseManifest = deployRelease('catalog-without-best-sellers', dist);
});

test.afterAll(async () => {
  await pointHostAt(site, 'catalog', usualCatalog);
});

test("a page its remote stops publishing is the host's not-found page, 404 from the server", async ({
  page,
  request,
}) => {
  const host = shopSites().origins.deployHost;
  await useStoredLanguage(page, 'du');
  await page.goto(`${host}/best-sellers`);
  await expect(remoteRoot(page, 'catalog')).toBeVisible();

  await pointHostAt(site, 'catalog', releaseManifest);
  const notFound = translation('translation', 'du', 'notFound.title');
  // The render service sees the new manifest within its poll, and answers the address 404.
  await expect
    .poll(async () => (await request.get(`${host}/best-sellers?lang=de`)).status(), {
      timeout: 60_000,
      intervals: [1_000],
    })
    .toBe(404);
  const answer = await request.get(`${host}/best-sellers?lang=de`);
  expect(answer.headers()['x-shop-render']).toBe('server');
  expect(await answer.text()).toContain(notFound);

  // The browser takes the server's table: the same not-found page, hydrated. nginx may answer
  // this address from its document cache (at most 10 s old, keyed by address) for a moment more.
  await expect(async () => {
    await page.goto(`${host}/best-sellers`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expectShell(page);
  await expect(remoteRoot(page, 'catalog')).toHaveCount(0);
  // The remote's other pages are still there.
  await page.goto(`${host}/store`);
  await expect(remoteRoot(page, 'catalog')).toBeVisible();
});

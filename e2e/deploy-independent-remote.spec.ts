import { join } from 'node:path';
import { REMOTES } from '@shop/shared-contracts/remotes/remote-manifest';
import {
  buildCatalogWithMarker,
  deployRelease,
  pointHostAt,
  repoRoot,
  shopSites,
  usualManifest,
} from './fixtures/deploy';
import {
  expectShell,
  remoteRoot,
  switchLanguage,
  unavailablePanel,
  useStoredLanguage,
  waitForApp,
} from './fixtures/shop';
import { expect, test } from './fixtures/test';

// One team redeploys the catalog while every other part of the shop stays as it is: the new build
// goes to a new location (another origin), the running host's runtime configuration is pointed at it (its
// Content-Security-Policy follows), and the next page load shows it. No host is rebuilt. The
// journeys use a host site of their own (scripts/serve-with-nginx.mjs), so other journeys never
// see the change.
const MARKER = ' · Release 2';
const site = 'deploy-host';
const catalogHeading = (page: import('@playwright/test').Page) =>
  remoteRoot(page, 'catalog').getByRole('heading', { level: 1 });

// Every switch of a host waits for nginx's old workers to go (up to 2 s each): more than the
// default 30 s for a journey that switches many times.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let releaseManifest = '';
const usualCatalog = usualManifest(REMOTES.catalog.port);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  releaseManifest = deployRelease('catalog-release-2', await buildCatalogWithMarker(MARKER));
  await pointHostAt(site, 'catalog', usualCatalog);
});

test.afterAll(async () => {
  await pointHostAt(site, 'catalog', usualCatalog);
});

test('a redeployed remote is live on the next page load, and pointing back restores the old one', async ({
  page,
  request,
}) => {
  const host = shopSites().origins.deployHost;
  await useStoredLanguage(page, 'du');
  await page.goto(`${host}/`);
  // The render service follows a switch within its poll: until then its document may show the
  // other release, and the app renders the page anew with the configured one.
  await waitForApp(page);
  const before = (await catalogHeading(page).textContent()) ?? '';
  expect(before).not.toContain(MARKER);

  await pointHostAt(site, 'catalog', releaseManifest);
  // The policy now names the release's origin, and only because the configuration does.
  const policy = (await request.get(`${host}/`)).headers()['content-security-policy'];
  // (Origins are listed in the order of their SHOP_REMOTE_<NAME> variables: any place will do.)
  expect(policy).toMatch(new RegExp(`script-src 'self'[^;]* ${shopSites().origins.releases}[ ;]`));

  const requested: string[] = [];
  page.on('request', (sent) => requested.push(sent.url()));
  await page.reload();
  await expect(catalogHeading(page)).toHaveText(`${before}${MARKER}`);
  // Loaded from where the configuration points, and no longer from the usual location.
  expect(requested).toContain(releaseManifest);
  expect(
    requested.some((url) => url.startsWith(usualCatalog.replace('mf-manifest.json', ''))),
  ).toBe(false);
  // The other remotes are the ones that were there, and the shop works around the new release.
  await page.getByTestId('catalog-cta').click();
  await expect(page).toHaveURL(/\/store(\?|$)/);
  await expect(remoteRoot(page, 'catalog').getByRole('heading', { level: 1 })).toContainText(
    MARKER,
  );
  await page.goto(`${host}/signin`);
  await expect(remoteRoot(page, 'auth')).toBeVisible();
  await page.goto(`${host}/`);
  await switchLanguage(page, 'ar');
  await expect(catalogHeading(page)).toContainText(MARKER);
  await switchLanguage(page, 'du');

  await pointHostAt(site, 'catalog', usualCatalog);
  await page.reload();
  await expect(catalogHeading(page)).toHaveText(before);
  await expectShell(page);
});

// Releases of one remote live side by side on its origin (here releases/<name>/ of the releases
// site): switching between them changes runtime-config.json (replaced whole) and nothing else,
// not even the policy, so a document and the configuration it reads always agree.
test('while the remote is being replaced a shopper sees either version, never a broken page', async ({
  page,
}) => {
  const host = shopSites().origins.deployHost;
  const currentRelease = deployRelease('catalog-release-1', join(repoRoot, 'mfe-catalog', 'dist'));
  await pointHostAt(site, 'catalog', currentRelease);
  await useStoredLanguage(page, 'du');
  await page.goto(`${host}/`);
  // The render service follows a switch within its poll: until then its document may show the
  // other release, and the app renders the page anew with the configured one.
  await waitForApp(page);
  const before = (await catalogHeading(page).textContent()) ?? '';
  expect(before).not.toContain(MARKER);

  // A page loaded before the switch keeps its release for its lifetime, across route changes.
  await pointHostAt(site, 'catalog', releaseManifest);
  await page.getByTestId('catalog-cta').click();
  await expect(page).toHaveURL(/\/store(\?|$)/);
  await expect(remoteRoot(page, 'catalog').getByRole('heading', { level: 1 })).not.toContainText(
    MARKER,
  );

  // Page loads while the configuration switches back and forth each show one whole release.
  const either = new RegExp(`^${escapeRegExp(before)}(${escapeRegExp(MARKER)})?$`);
  for (let load = 0; load < 6; load += 1) {
    const switching = pointHostAt(site, 'catalog', load % 2 ? releaseManifest : currentRelease);
    await page.goto(`${host}/`);
    await expect(catalogHeading(page)).toHaveText(either);
    await expect(unavailablePanel(page)).toHaveCount(0);
    await switching;
  }
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

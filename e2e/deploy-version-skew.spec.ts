import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES } from '@shop/shared-contracts/remotes/remote-manifest';
import { deployRelease, pointHostAt, repoRoot, shopSites, usualManifest } from './fixtures/deploy';
import {
  DEMO_SHOPPER,
  expectShell,
  header,
  remoteRoot,
  unavailablePanel,
  useStoredLanguage,
  waitForApp,
} from './fixtures/shop';
import { expect, test } from './fixtures/test';

// Teams deploy on their own schedules, so the page may combine releases. The previous release
// (deploy/previous-release: the host and the remotes as built from the previous platform version)
// must keep working with the current parts where the platform's compatibility rule allows it, and
// be refused with a clear message where it does not: a remote runs on a host whose
// @shop/shared-platform version satisfies the caret range the remote was built with (same major,
// at least as new). Across a major (the recorded 4.8.0 against 5.0.0) every mix is refused, each
// remote with its panel, and the rest of the shop works around it.
const site = 'skew-host';
const platformVersion = JSON.parse(
  readFileSync(join(repoRoot, 'shared-platform', 'package.json'), 'utf8'),
).version as string;
const parse = (version: string) => version.split('.').map(Number) as [number, number, number];
const [major] = parse(platformVersion);
const mismatch = (remote: string, required: string, provided: string) =>
  `remote "${remote}" needs @shop/shared-platform ${required}, but this host provides ${provided}`;

/** The recorded previous release's platform version. */
function previousVersion(): string {
  const { previousRelease } = shopSites();
  expect(previousRelease, 'deploy/previous-release is recorded').not.toBeNull();
  return String(previousRelease?.platformVersion);
}

/** Whether a remote built against `built` runs on a host that provides `provided`. */
function runsOn(built: string, provided: string): boolean {
  const [bMajor, bMinor, bPatch] = parse(built);
  const [pMajor, pMinor, pPatch] = parse(provided);
  return bMajor === pMajor && (pMinor > bMinor || (pMinor === bMinor && pPatch >= bPatch));
}

/**
 * Deploys the current catalog as a new release whose manifest requires `range` of the platform,
 * as a build against another platform version presents itself to the host.
 */
function deployCatalogRequiring(name: string, range: string): string {
  const { releasesDir } = shopSites();
  const release = deployRelease(name, join(repoRoot, 'mfe-catalog', 'dist'));
  const manifestFile = join(releasesDir, name, 'mf-manifest.json');
  const manifest = readFileSync(manifestFile, 'utf8');
  const current = `"requiredVersion": "^${platformVersion}"`;
  expect(manifest).toContain(current);
  writeFileSync(manifestFile, manifest.replaceAll(current, `"requiredVersion": "${range}"`));
  // Only the uncompressed manifest is left, so nginx cannot answer with the original's copies.
  rmSync(`${manifestFile}.br`, { force: true });
  rmSync(`${manifestFile}.gz`, { force: true });
  return release;
}

// Every switch of a host waits for nginx's old workers to go (up to 2 s each): more than the
// default 30 s for a journey that switches many times.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.afterAll(async () => {
  await pointHostAt(site, 'auth', usualManifest(REMOTES.auth.port));
  await pointHostAt(site, 'catalog', usualManifest(REMOTES.catalog.port));
});

test("the previous release's auth remote on the current host follows the platform rule", async ({
  page,
}) => {
  const { origins } = shopSites();
  const previous = previousVersion();
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  // The runner deployed it to releases/previous-mfe-auth/ from the recorded build.
  await pointHostAt(site, 'auth', `${origins.releases}/previous-mfe-auth/mf-manifest.json`);
  await useStoredLanguage(page, 'du');
  await page.goto(`${origins.skewHost}/signin`);
  // The render service may still render the remote it had before the switch: the app then
  // renders the page anew with the old remote.
  await waitForApp(page);
  if (runsOn(previous, platformVersion)) {
    const form = remoteRoot(page, 'auth');
    await expect(
      form.getByText('Willkommen zurück! Melde dich bei deinem Konto an.'),
    ).toBeVisible();
    await form.locator('#signin-email').fill(DEMO_SHOPPER.email);
    await form.locator('#signin-password').fill(DEMO_SHOPPER.password);
    await form.locator('#signin-password').press('Enter');
    // Signed in through the old remote, the current account remote shows the shopper's page.
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(remoteRoot(page, 'account')).toBeVisible();
    await expect(unavailablePanel(page)).toHaveCount(0);
    return;
  }
  // Across a major: the host refuses it before running any of its code, with the reason.
  await expectShell(page);
  await expect(unavailablePanel(page)).toBeVisible();
  await expect
    .poll(() => messages.join('\n'))
    .toContain(mismatch('auth', `^${previous}`, platformVersion));
  // The rest of the shop works: the current catalog renders the home page.
  await page.goto(`${origins.skewHost}/`);
  await expect(remoteRoot(page, 'catalog')).toBeVisible();
  await expect(unavailablePanel(page)).toHaveCount(0);
  await pointHostAt(site, 'auth', usualManifest(REMOTES.auth.port));
});

test('the current remotes on the previous host follow the platform rule', async ({ page }) => {
  const { origins } = shopSites();
  const previous = previousVersion();
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await useStoredLanguage(page, 'du');

  await page.goto(`${origins.previousHost}/`);
  await expectShell(page);
  // The current remotes require ^<current platform>: the previous host provides it only when the
  // platform's version did not move past it (a release without a platform change).
  if (runsOn(platformVersion, previous)) {
    await expect(remoteRoot(page, 'catalog')).toBeVisible();
    await page.goto(`${origins.previousHost}/signin`);
    await expect(remoteRoot(page, 'auth')).toBeVisible();
    await expect(unavailablePanel(page)).toHaveCount(0);
  } else {
    await expect(unavailablePanel(page)).toBeVisible();
    await expect(header(page).getByTestId('cart-badge')).toBeVisible();
    await expect
      .poll(() => messages.join('\n'))
      .toContain(mismatch('catalog', `^${platformVersion}`, previous));
  }
});

test('a remote built against the first platform version of this major runs on the current host', async ({
  page,
}) => {
  const { origins } = shopSites();
  // Its manifest requires ^<major>.0.0, as a build against the oldest platform this host still
  // serves. At 5.0.0 that is the current version itself; from 5.1.0 on it is an older minor
  // version, which the recorded previous release shows with real builds once it is a 5.x release.
  const range = `^${major}.0.0`;
  await pointHostAt(site, 'catalog', deployCatalogRequiring('catalog-first-of-major', range));
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await useStoredLanguage(page, 'du');

  await page.goto(`${origins.skewHost}/`);
  await waitForApp(page);
  await expect(remoteRoot(page, 'catalog').locator('a[href^="/product/"]').first()).toBeVisible();
  await expect(unavailablePanel(page)).toHaveCount(0);
  expect(messages.join('\n')).not.toContain('remote "catalog" needs @shop/shared-platform');
});

test('a remote built for the next major platform version shows its fallback panel with the reason, not a crash', async ({
  page,
}) => {
  const { origins } = shopSites();
  // The catalog as a build against the next major version presents itself.
  const range = `^${major + 1}.0.0`;
  await pointHostAt(site, 'catalog', deployCatalogRequiring('catalog-next-major', range));
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await useStoredLanguage(page, 'du');

  await page.goto(`${origins.skewHost}/`);
  await expectShell(page);
  await expect(unavailablePanel(page)).toBeVisible();
  await expect
    .poll(() => messages.join('\n'))
    .toContain(mismatch('catalog', range, platformVersion));
  // The rest of the shop keeps working.
  await page.goto(`${origins.skewHost}/signin`);
  await expect(remoteRoot(page, 'auth')).toBeVisible();
});

import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES } from '@shop/shared-contracts/remotes/remote-manifest';
import { deployRelease, pointHostAt, repoRoot, shopSites, usualManifest } from './fixtures/deploy';
import {
  DEMO_SHOPPER,
  expectShell,
  remoteRoot,
  unavailablePanel,
  useStoredLanguage,
  waitForApp,
} from './fixtures/shop';
import { expect, test } from './fixtures/test';

// Teams deploy on their own schedules, so the page may combine releases. The previous release
// (deploy/previous-release: the host and the auth remote as built from the previous platform
// version) must keep working with the current parts where the platform's compatibility rule
// allows it, and be refused with a clear message where it does not: a remote runs on a host whose
// @shop/shared-platform version satisfies the caret range the remote was built with.
const site = 'skew-host';
const platformVersion = JSON.parse(
  readFileSync(join(repoRoot, 'shared-platform', 'package.json'), 'utf8'),
).version as string;
const [major = 0, minor = 0, patch = 0] = platformVersion.split('.').map(Number);

// Every switch of a host waits for nginx's old workers to go (up to 2 s each): more than the
// default 30 s for a journey that switches many times.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.afterAll(async () => {
  await pointHostAt(site, 'auth', usualManifest(REMOTES.auth.port));
  await pointHostAt(site, 'catalog', usualManifest(REMOTES.catalog.port));
});

test("the previous release's auth remote signs a shopper in on the current host", async ({
  page,
}) => {
  const { origins } = shopSites();
  // The runner deployed it to releases/previous-mfe-auth/ from the recorded build.
  await pointHostAt(site, 'auth', `${origins.releases}/previous-mfe-auth/mf-manifest.json`);
  await useStoredLanguage(page, 'du');
  await page.goto(`${origins.skewHost}/signin`);
  // The render service may still render the remote it had before the switch: the app then
  // renders the page anew with the old remote, which must be the one that signs in.
  await waitForApp(page);
  const form = remoteRoot(page, 'auth');
  // Its own react-i18next is the host's whole library (platform 4.0 imported it directly), so it
  // reads the host's i18next: translated, not keys.
  await expect(form.getByText('Willkommen zurück! Melde dich bei deinem Konto an.')).toBeVisible();
  await form.locator('#signin-email').fill(DEMO_SHOPPER.email);
  await form.locator('#signin-password').fill(DEMO_SHOPPER.password);
  await form.locator('#signin-password').press('Enter');
  // Signed in through the old remote, the current account remote shows the shopper's page.
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(remoteRoot(page, 'account')).toBeVisible();
  await expect(unavailablePanel(page)).toHaveCount(0);
});

test('the current remotes on the previous host follow the platform rule', async ({ page }) => {
  const { origins, previousRelease } = shopSites();
  expect(previousRelease, 'deploy/previous-release is recorded').not.toBeNull();
  const [previousMajor, previousMinor = 0, previousPatch = 0] = String(
    previousRelease?.platformVersion,
  )
    .split('.')
    .map(Number);
  // The current remotes require ^<current platform>: the previous host provides it only when the
  // platform's version did not move past it (a release without a platform change).
  const compatible =
    previousMajor === major &&
    (previousMinor > minor || (previousMinor === minor && previousPatch >= patch));
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await useStoredLanguage(page, 'du');

  await page.goto(`${origins.previousHost}/`);
  await expectShell(page);
  if (compatible) {
    await expect(remoteRoot(page, 'catalog')).toBeVisible();
    await page.goto(`${origins.previousHost}/signin`);
    await expect(remoteRoot(page, 'auth')).toBeVisible();
    await expect(unavailablePanel(page)).toHaveCount(0);
  } else {
    await expect(unavailablePanel(page)).toBeVisible();
    expect(messages.join('\n')).toContain(
      `remote "catalog" needs @shop/shared-platform ^${platformVersion}, but this host provides ${previousRelease?.platformVersion}`,
    );
  }
});

test('a remote built for the next major platform version shows its fallback panel with the reason, not a crash', async ({
  page,
}) => {
  const { origins, releasesDir } = shopSites();
  // The catalog as a build against the next major version presents itself: its manifest
  // requires ^<major + 1>.0.0 of the platform.
  const release = deployRelease('catalog-next-major', join(repoRoot, 'mfe-catalog', 'dist'));
  const manifestFile = join(releasesDir, 'catalog-next-major', 'mf-manifest.json');
  const manifest = readFileSync(manifestFile, 'utf8').replaceAll(
    `"requiredVersion": "^${platformVersion}"`,
    `"requiredVersion": "^${major + 1}.0.0"`,
  );
  writeFileSync(manifestFile, manifest);
  // Only the uncompressed manifest is left, so nginx cannot answer with the original's copies.
  rmSync(`${manifestFile}.br`, { force: true });
  rmSync(`${manifestFile}.gz`, { force: true });
  await pointHostAt(site, 'catalog', release);
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await useStoredLanguage(page, 'du');

  await page.goto(`${origins.skewHost}/`);
  await expectShell(page);
  await expect(unavailablePanel(page)).toBeVisible();
  expect(messages.join('\n')).toContain(
    `remote "catalog" needs @shop/shared-platform ^${major + 1}.0.0, but this host provides ${platformVersion}`,
  );
  // The rest of the shop keeps working.
  await page.goto(`${origins.skewHost}/signin`);
  await expect(remoteRoot(page, 'auth')).toBeVisible();
});

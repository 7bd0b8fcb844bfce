import { REMOTE_ORIGINS, remoteRoot, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

// Pointing the host at a remote deployed elsewhere is a runtime-config change, not a rebuild:
// here the catalog is "redeployed" at another origin (127.0.0.1 instead of localhost). A real
// deployment renders the host's Content-Security-Policy from the same configuration, so the
// document's policy gets the new origin too (deploy-independent-remote.spec.ts does it on the
// server).
test('the host loads a remote from wherever the runtime configuration points', async ({ page }) => {
  const movedOrigin = REMOTE_ORIGINS.catalog.replace('localhost', '127.0.0.1');
  const movedManifest = `${movedOrigin}/mf-manifest.json`;
  await page.route('**/runtime-config.json', async (route) => {
    const config = await (await route.fetch()).json();
    config.remotes.catalog = movedManifest;
    await route.fulfill({ json: config });
  });
  await page.route('/', async (route) => {
    const response = await route.fetch();
    const headers = response.headers();
    const policy = headers['content-security-policy'];
    if (policy) {
      headers['content-security-policy'] = policy.replace(
        /(script-src|connect-src) /g,
        `$1 ${movedOrigin} `,
      );
    }
    await route.fulfill({ response, headers });
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await useStoredLanguage(page, 'du');

  await page.goto('/');
  await expect(remoteRoot(page, 'catalog')).toBeVisible();

  expect(requested).toContain(movedManifest);
  expect(requested.some((url) => url.startsWith(`${REMOTE_ORIGINS.catalog}/`))).toBe(false);
});

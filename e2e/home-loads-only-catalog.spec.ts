import { expect, test } from '@playwright/test';
import { REMOTE_ORIGINS, remoteRoot, useStoredLanguage } from './fixtures/shop';

test('the home page renders from the catalog remote alone; other remotes only get their entry preloaded', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await useStoredLanguage(page, 'du');
  const others = Object.entries(REMOTE_ORIGINS)
    .filter(([name]) => name !== 'catalog')
    .map(([, origin]) => origin);
  const ofOtherRemotes = () =>
    requested.filter((url) => others.some((origin) => url.startsWith(origin)));

  await page.goto('/');
  await expect(remoteRoot(page, 'catalog')).toBeVisible();
  expect(ofOtherRemotes()).toEqual([]);
  expect(requested.some((url) => url.startsWith(REMOTE_ORIGINS.catalog))).toBe(true);

  // Once the browser is idle, the remotes the page links to have their manifest and entry
  // fetched (a click on such a link then needs only the page's own code), never a page's code.
  await page.waitForLoadState('networkidle');
  for (const url of ofOtherRemotes()) {
    expect(new URL(url).pathname).toMatch(
      /^\/(mf-manifest\.json|static\/js\/[\w-]+\.[\da-f]+\.js)$/,
    );
  }
});

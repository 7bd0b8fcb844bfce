import { expect, test } from '@playwright/test';
import { REMOTE_ORIGINS, remoteRoot, useStoredLanguage } from './fixtures/shop';

test('the home page loads the catalog remote and no other remote', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await useStoredLanguage(page, 'du');

  await page.goto('/');
  await expect(remoteRoot(page, 'catalog')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const others = Object.entries(REMOTE_ORIGINS)
    .filter(([name]) => name !== 'catalog')
    .map(([, origin]) => origin);
  expect(requested.filter((url) => others.some((origin) => url.startsWith(origin)))).toEqual([]);
  expect(requested.some((url) => url.startsWith(REMOTE_ORIGINS.catalog))).toBe(true);
});

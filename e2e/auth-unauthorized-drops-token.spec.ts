import { header, PAGE_API_URL, remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

const nav = (key: string) => translation('translation', 'du', key);

test('a 401 answer drops a stored persistent token', async ({ page }) => {
  await useStoredLanguage(page, 'du');
  // Stored before any of the shop's scripts run (set after a first visit, it could meet that
  // visit's own start-up still working on the storage).
  await page.addInitScript(() => localStorage.setItem('token', 'bogus-token'));
  const unauthorized = page.waitForResponse(
    (response) => response.url().startsWith(`${PAGE_API_URL}/`) && response.status() === 401,
  );
  await page.goto('/');
  await unauthorized;
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(
    header(page)
      .getByRole('link', { name: nav('nav.signIn') })
      .first(),
  ).toBeVisible();
});

test('a stale stored token on /signin shows the sign-in form once the session check fails', async ({
  page,
}) => {
  await useStoredLanguage(page, 'du');
  await page.addInitScript(() => localStorage.setItem('token', 'stale-token'));
  await page.goto('/signin');
  await expect(
    remoteRoot(page, 'auth').getByRole('heading', {
      name: translation('auth', 'du', 'signIn.title'),
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
});

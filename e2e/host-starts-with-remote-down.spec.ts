import {
  expectShell,
  header,
  REMOTE_ORIGINS,
  remoteRoot,
  translation,
  unavailablePanel,
  useStoredLanguage,
} from './fixtures/shop';
import { expect, test } from './fixtures/test';

test('the host starts when the remote of the first page is down', async ({ page }) => {
  await useStoredLanguage(page, 'du');
  await page.route(`${REMOTE_ORIGINS.catalog}/**`, (route) => route.abort());

  await page.goto('/');
  await expectShell(page);
  await expect(unavailablePanel(page)).toBeVisible();

  // The header's links lead to routes of remotes that are up.
  await header(page)
    .getByRole('link', { name: translation('translation', 'du', 'nav.signIn') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(remoteRoot(page, 'auth')).toBeVisible();
});

import { holdRequests } from './fixtures/hold-requests';
import { HOST_URL, header, remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

/** The host's file of the parts that open on request (drawer, popover, lists, search input). */
const isOnRequestUiFile = (url: URL | string) =>
  String(url).startsWith(HOST_URL) &&
  /\/static\/js\/async\/on-request-ui\.[\da-f]+\.js$/.test(String(url));

test('the home page renders before the menus’ code arrives; the phone menu then opens and closes with the keyboard in Arabic', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useStoredLanguage(page, 'ar');
  // Hold the file: the first render must not wait for it.
  const release = await holdRequests(page, isOnRequestUiFile);

  await page.goto('/');
  await expect(remoteRoot(page, 'catalog').getByTestId('banner-large')).toBeVisible();
  const openMenu = header(page).getByRole('button', {
    name: translation('translation', 'ar', 'header.openMenu'),
  });
  await expect(openMenu).toBeVisible();
  release();

  await openMenu.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('presentation');
  const categories = drawer.getByRole('navigation', {
    name: translation('translation', 'ar', 'megaMenu.label'),
  });
  await expect(categories).toBeVisible();
  // The drawer opens from the inline start, the right edge in Arabic (it is 320 px wide).
  const paper = await drawer.locator('.MuiDrawer-paper').boundingBox();
  expect(paper?.x).toBeGreaterThan(20);
  await page.screenshot({ path: test.info().outputPath('phone-menu-ar.png') });

  await page.keyboard.press('Escape');
  await expect(categories).toBeHidden();
  await expect(openMenu).toBeFocused();
});

test('a category group’s panel opens and closes with the keyboard on the desktop bar', async ({
  page,
}) => {
  await useStoredLanguage(page, 'du');
  await page.goto('/');
  // By CSS, not by role: the open panel hides the rest of the page from assistive technology.
  const group = page.locator('header nav button[aria-haspopup="true"]').first();
  await expect(group).toBeVisible();
  const name = (await group.textContent()) ?? '';
  await group.focus();
  await page.keyboard.press('Enter');
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('presentation').getByRole('navigation', { name: name.trim() });
  await expect(panel).toBeVisible();
  await expect(
    panel.getByRole('link', { name: translation('translation', 'du', 'megaMenu.viewAll') }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(group).toBeFocused();
});

import { expectNoSeriousA11yViolations } from './fixtures/axe';
import {
  header,
  remoteRoot,
  signInAsDemoShopper,
  translation,
  useStoredLanguage,
} from './fixtures/shop';
import { expect, test } from './fixtures/test';

const MY_TABS = ['account', 'about', 'vendor'] as const;
const ALL_TABS = ['account', 'orders', 'addresses', 'wishlist', 'wallet', 'about', 'vendor'];

test('the open tab is in the address: reload and back keep it, the keyboard moves between tabs', async ({
  page,
  request,
}) => {
  const t = (key: string) => translation('account', 'du', key);
  await useStoredLanguage(page, 'du');
  await signInAsDemoShopper(page, request);
  await page.goto('/my-account?tab=about');
  const account = remoteRoot(page, 'account');
  await expect(account.getByRole('heading', { name: t('about.title') })).toBeVisible();
  await expect(account.getByRole('link', { name: 'support@shop.example' })).toBeVisible();
  await page.reload();
  await expect(account.getByRole('tab', { name: t('tabs.about') })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await account.getByRole('tab', { name: t('tabs.vendor') }).click();
  await expect(page).toHaveURL(/\/my-account\?tab=vendor$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/my-account\?tab=about$/);
  await expect(account.getByRole('heading', { name: t('about.title') })).toBeVisible();

  // Arrow keys move along the tab list (down on the side menu of a wide screen).
  await account.getByRole('tab', { name: t('tabs.about') }).focus();
  // The tab above "about" is "wallet" (account, orders, addresses, wishlist, wallet, about, vendor).
  await page.keyboard.press('ArrowUp');
  await expect(account.getByRole('tab', { name: t('tabs.wallet') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-account\?tab=wallet$/);
});

for (const language of ['du', 'ar'] as const) {
  test(`every tab is reachable on a 320 and 390 px phone, without sideways scrolling, and passes axe (${language})`, async ({
    page,
    request,
  }) => {
    await useStoredLanguage(page, language);
    await signInAsDemoShopper(page, request);
    await page.setViewportSize({ width: 320, height: 700 });
    for (const tab of MY_TABS) {
      await page.goto(`/my-account?tab=${tab}`);
      const panel = remoteRoot(page, 'account').getByRole('tabpanel');
      await expect(panel.getByRole('heading').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `/my-account?tab=${tab} scrolls sideways`).toBeLessThanOrEqual(0);
      if (tab === 'about') await expectNoSeriousA11yViolations(page);
    }
    if (language === 'ar')
      await page.screenshot({ path: '/tmp/account-profile-tabs-ar-320.png', fullPage: true });

    // Every section is on screen with its whole name at 320 and 390 px (no clipped tab bar).
    const t = (key: string) => translation('account', language, key);
    const account = remoteRoot(page, 'account');
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      for (const tab of ALL_TABS) {
        const button = account.getByRole('tab', { name: t(`tabs.${tab}`) });
        await expect(button, `${tab} at ${width} px`).toBeInViewport({ ratio: 1 });
        const label = button.getByText(t(`tabs.${tab}`));
        const clipped = await label.evaluate((node) => node.scrollWidth > node.clientWidth);
        expect(clipped, `the name of ${tab} is cut at ${width} px`).toBe(false);
      }
      await expect(account.getByRole('button', { name: t('logout.button') })).toBeInViewport();
    }
    await account.getByRole('tab', { name: t('tabs.wishlist') }).click();
    await expect(page).toHaveURL(/\/my-account\?tab=wishlist$/);

    // The phone menu opens any section, e.g. the wallet.
    const host = (key: string) => translation('translation', language, key);
    await header(page)
      .getByRole('button', { name: host('header.openMenu') })
      .click();
    const sections = page.getByRole('navigation', { name: host('accountMenu.label') });
    await expect(sections.getByRole('link')).toHaveCount(ALL_TABS.length);
    await sections.getByRole('link', { name: host('accountMenu.wallet') }).click();
    await expect(page).toHaveURL(/\/my-account\?tab=wallet$/);
    await expect(account.getByRole('tab', { name: t('tabs.wallet') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
}

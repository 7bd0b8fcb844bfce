import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { remoteRoot, signInAsDemoShopper, translation, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

const MY_TABS = ['account', 'about', 'vendor'] as const;

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
  test(`every tab fits a 320 px phone without sideways scrolling and passes axe (${language})`, async ({
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
  });
}

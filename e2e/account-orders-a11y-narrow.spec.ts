import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { remoteRoot, signInAsDemoShopper, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

for (const [language, path] of [
  ['ar', '/orders'],
  ['du', '/my-account?tab=orders'],
  ['ar', '/my-account?tab=addresses'],
] as const) {
  test(`${path} passes axe and fits 320 px (${language})`, async ({ page, request }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await useStoredLanguage(page, language);
    await signInAsDemoShopper(page, request);
    await page.goto(path);
    const root = remoteRoot(page, 'account');
    await expect(root.getByRole('article').first()).toBeVisible();
    await root.getByRole('article').first().getByRole('button').first().click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await expectNoSeriousA11yViolations(page);
    if (path === '/orders') {
      await page.screenshot({ path: '/tmp/account-orders-ar-320.png', fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: '/tmp/account-orders-ar-1280.png' });
    }
  });
}

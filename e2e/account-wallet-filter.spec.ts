import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { remoteRoot, signInAsDemoShopper, translation, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

const du = (key: string) => translation('account', 'du', key);

test('the demo shopper reads the wallet and filters its transactions (du)', async ({
  page,
  request,
}) => {
  await useStoredLanguage(page, 'du');
  await signInAsDemoShopper(page, request);
  await page.goto('/my-account?tab=wallet');
  const root = remoteRoot(page, 'account');
  await expect(root.getByText(/^50,00\s€$/)).toBeVisible();
  const rows = root.getByRole('list', { name: du('wallet.transactions') }).getByRole('listitem');
  await expect(rows).toHaveCount(6);

  await root.getByRole('combobox', { name: du('wallet.typeFilter') }).click();
  await page.getByRole('option', { name: du('wallet.types.deposit') }).click();
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await expect(row).toContainText('+');

  // This month holds one deposit of the seed; this week may hold it or not, depending on the date.
  await root.getByRole('combobox', { name: du('wallet.timeFilter') }).click();
  await page.getByRole('option', { name: du('wallet.times.month') }).click();
  await expect(rows).toHaveCount(1);
  await root.getByRole('combobox', { name: du('wallet.typeFilter') }).click();
  await page.getByRole('option', { name: du('wallet.types.withdraw') }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('−');
  await expectNoSeriousA11yViolations(page);
});

test('the wallet tab in Arabic passes axe and fits 320 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await useStoredLanguage(page, 'ar');
  await signInAsDemoShopper(page, request);
  await page.goto('/my-account?tab=wallet');
  const root = remoteRoot(page, 'account');
  await expect(
    root.getByRole('list', { name: translation('account', 'ar', 'wallet.transactions') }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/account-wallet-ar-320.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/account-wallet-ar-1280.png' });
});

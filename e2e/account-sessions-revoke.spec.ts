import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { createFreshShopper, type FreshShopper, signInAs } from './fixtures/fresh-shopper';
import {
  API_URL,
  pluralTranslation,
  remoteRoot,
  translation,
  useStoredLanguage,
} from './fixtures/shop';
import { expect, test } from './fixtures/test';

const t = (key: string) => translation('account', 'du', key);
const hostText = (key: string) => translation('translation', 'du', key);

/** A second browser of the same shopper, signed in with its own token. */
async function secondBrowser(browser: Browser, token: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useStoredLanguage(page, 'du');
  await signInAs(page, { token } as FreshShopper);
  await page.goto(path);
  return page;
}

async function newToken(
  request: import('@playwright/test').APIRequestContext,
  shopper: FreshShopper,
) {
  const login = await request.post(`${API_URL}/v1/login`, {
    data: { email: shopper.email, password: shopper.password, remember_me: true },
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

test('revoking another session signs that browser out at its next call', async ({
  page,
  browser,
  request,
}) => {
  const shopper = await createFreshShopper(request, 'account-sessions');
  const other = await secondBrowser(
    browser,
    await newToken(request, shopper),
    '/my-account?tab=about',
  );
  await expect(
    remoteRoot(other, 'account').getByRole('heading', { name: t('about.title') }),
  ).toBeVisible();

  await useStoredLanguage(page, 'du');
  await signInAs(page, shopper);
  await page.goto('/my-account?tab=account');
  const account = remoteRoot(page, 'account');
  const rows = account.getByTestId('device-row');
  await expect(rows).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  // The other row's button names the device; this device's says "sign out here".
  await rows
    .getByRole('button')
    .filter({ hasNotText: t('sessions.revokeCurrent') })
    .click();
  await expect(rows).toHaveCount(1);

  // Its next call is refused, and the session there ends: the account page sends it to sign-in.
  await remoteRoot(other, 'account')
    .getByRole('tab', { name: t('tabs.vendor') })
    .click();
  await expect(other).toHaveURL(/\/signin\?returnTo=/);
  // …and says why, instead of a bare sign-in form.
  await expect(
    other.getByRole('status').filter({ hasText: hostText('session.signedOut') }),
  ).toBeVisible();
  await expect.poll(() => other.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await other.context().close();
});

test('signing out all other sessions keeps only this browser', async ({
  page,
  browser,
  request,
}) => {
  const shopper = await createFreshShopper(request, 'account-sessions-all');
  const other = await secondBrowser(
    browser,
    await newToken(request, shopper),
    '/my-account?tab=about',
  );
  const scriptToken = await newToken(request, shopper);

  await useStoredLanguage(page, 'du');
  await signInAs(page, shopper);
  await page.goto('/my-account?tab=account');
  const account = remoteRoot(page, 'account');
  const rows = account.getByTestId('device-row');
  await expect(rows).toHaveCount(3);
  await account.getByRole('button', { name: t('sessions.revokeOthers') }).click();
  // The toast counts them in words ("2 andere Sitzungen wurden abgemeldet."), no raw placeholder.
  await expect(
    page.getByText(pluralTranslation('account', 'du', 'sessions.othersRevoked', 2)),
  ).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(account.getByText(t('sessions.noOthers'))).toBeVisible();

  const refused = await request.get(`${API_URL}/v1/profile`, {
    headers: { Authorization: `Bearer ${scriptToken}` },
  });
  expect(refused.status()).toBe(401);
  await remoteRoot(other, 'account')
    .getByRole('tab', { name: t('tabs.account') })
    .click();
  await expect(other).toHaveURL(/\/signin\?returnTo=/);
  // This browser is still signed in.
  await page.reload();
  await expect(account.locator('#profile-name')).toHaveValue(shopper.name);
  await other.context().close();
});

test('revoking this device signs this browser out', async ({ page, request }) => {
  const shopper = await createFreshShopper(request, 'account-sessions-self');
  await useStoredLanguage(page, 'du');
  await signInAs(page, shopper);
  await page.goto('/my-account');
  await remoteRoot(page, 'account')
    .getByRole('button', { name: t('sessions.revokeCurrentLabel') })
    .click();
  await expect(page).toHaveURL(/\/signin/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const refused = await request.get(`${API_URL}/v1/profile`, { headers: shopper.headers });
  expect(refused.status()).toBe(401);
});

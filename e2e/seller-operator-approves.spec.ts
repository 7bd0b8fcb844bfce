/**
 * The other side of the vendor tab: a shopper applies, the operator reads the application with
 * its private files and approves it, and the new vendor then opens the seller center.
 */
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { createFreshShopper, signInAs } from './fixtures/fresh-shopper';
import { applyForStore } from './fixtures/marketplace';
import { OPERATOR, signInDemo } from './fixtures/seller';
import { remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

test('the operator approves an application and the applicant opens /seller (du)', async ({
  browser,
  request,
}) => {
  const t = (key: string) => translation('seller', 'du', key);
  const shopper = await createFreshShopper(request, 'seller-apply');
  const store = `Genehmigter Laden ${Date.now()}`;
  await applyForStore(request, shopper, { german: store, arabic: 'متجر مقبول' });

  // The operator, in a browser context of their own.
  const operatorContext = await browser.newContext();
  const operatorPage = await operatorContext.newPage();
  await useStoredLanguage(operatorPage, 'du');
  await signInAs(operatorPage, await signInDemo(request, OPERATOR));
  await operatorPage.goto(`/back-office?q=${encodeURIComponent(store)}`);
  const backOffice = remoteRoot(operatorPage, 'seller');
  await backOffice.getByRole('link', { name: store }).click();
  await expect(operatorPage).toHaveURL(/\/back-office\/applications\/\d+$/);
  // The private files come as blobs fetched with the operator's token, never as public URLs.
  await expect(backOffice.getByRole('img', { name: t('backOffice.logo') })).toHaveAttribute(
    'src',
    /^blob:/,
  );
  await expect(
    backOffice.getByRole('link', {
      name: t('backOffice.openFile').replace('{{name}}', t('backOffice.identityDocument')),
    }),
  ).toHaveAttribute('href', /^blob:/);
  await expectNoSeriousA11yViolations(operatorPage);
  await backOffice.getByRole('button', { name: t('backOffice.approve') }).click();
  await expect(backOffice.getByText(t('backOffice.status.approved'))).toBeVisible();
  await operatorContext.close();

  // The applicant is a vendor now: the vendor tab leads to the seller center, which opens.
  const shopperContext = await browser.newContext();
  const page = await shopperContext.newPage();
  await useStoredLanguage(page, 'du');
  await signInAs(page, shopper);
  await page.goto('/my-account?tab=vendor');
  await remoteRoot(page, 'account')
    .getByRole('link', { name: translation('account', 'du', 'vendor.openSellerCenter') })
    .click();
  await expect(page).toHaveURL(/\/seller$/);
  const seller = remoteRoot(page, 'seller');
  await expect(seller.getByRole('navigation', { name: t('nav.label') })).toBeVisible();
  await expect(seller.getByText(t('dashboard.toShip'))).toBeVisible();
  await expect(seller.getByText(t('gate.notVendor'))).toHaveCount(0);
  await shopperContext.close();
});

test('a shopper who is not an operator sees "no access" in the back office', async ({
  page,
  request,
}) => {
  const t = (key: string) => translation('seller', 'du', key);
  await useStoredLanguage(page, 'du');
  await signInAs(page, await createFreshShopper(request, 'seller-no-access'));
  await page.goto('/back-office');
  await expect(remoteRoot(page, 'seller').getByText(t('backOffice.noAccess'))).toBeVisible();
  await page.goto('/seller');
  await expect(remoteRoot(page, 'seller').getByText(t('gate.notVendor'))).toBeVisible();
});

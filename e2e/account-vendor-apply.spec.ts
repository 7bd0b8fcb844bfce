import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { createFreshShopper, signInAs } from './fixtures/fresh-shopper';
import { remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

// A 1×1 PNG and the start of a PDF: the API checks files by their content, not their names.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');

test('apply as a vendor with a logo and an identity document, then see the status (du)', async ({
  page,
  request,
}) => {
  const t = (key: string) => translation('account', 'du', key);
  const shopper = await createFreshShopper(request, 'account-vendor');
  await useStoredLanguage(page, 'du');
  await signInAs(page, shopper);
  await page.goto('/my-account?tab=vendor');
  const account = remoteRoot(page, 'account');
  const submit = account.getByRole('button', { name: t('vendor.submit') });

  await submit.click();
  await expect(account.getByText(t('vendor.errors.logoRequired'))).toBeVisible();
  await expect(account.getByText(t('vendor.errors.termsRequired'))).toBeVisible();

  await account.locator('#vendor-store_name_in_german').fill('Lenas Laden');
  await account.locator('#vendor-store_name_in_arabic').fill('متجر لينا');
  await expect(account.locator('#vendor-store_name_in_arabic')).toHaveAttribute('dir', 'rtl');
  await account.locator('#vendor-address').fill('Marktplatz 1, Leipzig');
  await account.locator('#vendor-phone').fill('+49 341 123456');
  await account.locator('#vendor-store_type').selectOption('retail');
  await account
    .locator('#vendor-store_logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(account.getByRole('img', { name: /logo\.png/ })).toBeVisible();
  await account
    .locator('#vendor-store_id')
    .setInputFiles({ name: 'ausweis.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(account.getByTestId('vendor-store_id-preview')).toContainText('ausweis.pdf');
  await account.getByLabel(t('vendor.terms')).check();
  await submit.click();

  await expect(account.getByText(t('vendor.status.under_review.text'))).toBeVisible();
  await expect(account.getByText(t('vendor.nextSteps.title'))).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The pending application is the shopper's: it shows again instead of a new form.
  await page.reload();
  await expect(account.getByText(t('vendor.status.under_review.text'))).toBeVisible();
  await expect(submit).toHaveCount(0);
  await expect(account.getByRole('link', { name: t('vendor.backHome') })).toHaveAttribute(
    'href',
    '/',
  );
});

test('the vendor form in Arabic: right-to-left name field and no serious axe finding', async ({
  page,
  request,
}) => {
  const t = (key: string) => translation('account', 'ar', key);
  const shopper = await createFreshShopper(request, 'account-vendor-ar');
  await useStoredLanguage(page, 'ar');
  await signInAs(page, shopper);
  await page.goto('/my-account?tab=vendor');
  const account = remoteRoot(page, 'account');
  await expect(account.getByRole('heading', { name: t('vendor.title'), level: 2 })).toBeVisible();
  await account.getByRole('button', { name: t('vendor.submit') }).click();
  await expect(account.getByText(t('vendor.errors.idRequired'))).toBeVisible();
  await expect(account.locator('#vendor-store_name_in_arabic')).toHaveAttribute('dir', 'rtl');
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/account-vendor-ar-390.png', fullPage: true });
});

import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { createFreshShopper, signInAs } from './fixtures/fresh-shopper';
import { remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { addToCart, variantsInStock } from './fixtures/shopping';
import { expect, test } from './fixtures/test';

test('coming from checkout, saving an address goes back there (ar, 320 px)', async ({
  page,
  request,
}) => {
  const shopper = await createFreshShopper(request, 'addresses-return');
  // Checkout sends a shopper with an empty cart to the store, so this one has something to buy.
  const [pick] = (await variantsInStock(request, shopper)).other;
  if (!pick) throw new Error('the seed lacks a variant in stock');
  await addToCart(request, shopper, pick);
  await page.setViewportSize({ width: 320, height: 700 });
  await useStoredLanguage(page, 'ar');
  await signInAs(page, shopper);
  await page.goto('/profile/addresses?returnTo=/checkout');
  const root = remoteRoot(page, 'account');
  await root.getByRole('button', { name: translation('account', 'ar', 'addresses.add') }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('combobox', { name: new RegExp(translation('account', 'ar', 'addresses.country')) })
    .selectOption({ label: 'مصر' });
  await dialog
    .getByRole('textbox', { name: translation('account', 'ar', 'addresses.street') })
    .fill('شارع النيل 5');
  const postalCode = dialog.getByRole('textbox', {
    name: translation('account', 'ar', 'addresses.postalCode'),
  });
  // A postcode of the wrong format: the API refuses it and the form says so at the field.
  await postalCode.fill('123');
  await dialog
    .getByRole('textbox', { name: translation('account', 'ar', 'addresses.phone') })
    .fill('0201234567');
  await dialog.getByRole('button', { name: translation('account', 'ar', 'common.save') }).click();
  await expect(
    dialog.getByText(translation('account', 'ar', 'addresses.errors.postalCode')),
  ).toBeVisible();
  await postalCode.fill('11511');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/account-addresses-dialog-ar.png' });
  await dialog.getByRole('button', { name: translation('account', 'ar', 'common.save') }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  // Back at the checkout, which offers the address just saved.
  await expect(remoteRoot(page, 'cartCheckout')).toContainText('شارع النيل 5');
  await expect(page).toHaveURL(/\/checkout$/);

  await page.goto('/profile/addresses');
  await expect(root.getByRole('article')).toHaveCount(1);
  // The country in the shopper's language, not the stored German name.
  await expect(root.getByRole('article')).toContainText('مصر');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/account-addresses-ar.png', fullPage: true });
});

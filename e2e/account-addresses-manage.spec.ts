import type { Page } from '@playwright/test';
import { createFreshShopper, signInAs } from './fixtures/fresh-shopper';
import { remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

const du = (key: string) => translation('account', 'du', key);

async function fillAddress(page: Page, street: string, phone: string, postalCode?: string) {
  const dialog = page.getByRole('dialog');
  // A new address has no country until the shopper picks one; an edited one keeps its own.
  if (postalCode) {
    await dialog
      .getByRole('combobox', { name: new RegExp(du('addresses.country')) })
      .selectOption({ label: 'Deutschland' });
    await dialog.getByRole('textbox', { name: du('addresses.postalCode') }).fill(postalCode);
  }
  await dialog.getByRole('textbox', { name: du('addresses.street') }).fill(street);
  await dialog.getByRole('textbox', { name: du('addresses.phone') }).fill(phone);
  await dialog.getByRole('button', { name: du('common.save') }).click();
  await expect(dialog).toBeHidden();
}

test('a shopper adds, edits, makes default and deletes addresses', async ({ page, request }) => {
  const shopper = await createFreshShopper(request, 'addresses');
  await useStoredLanguage(page, 'du');
  await signInAs(page, shopper);
  await page.goto('/profile/addresses');
  const root = remoteRoot(page, 'account');
  await expect(root.getByText(du('addresses.empty'))).toBeVisible();

  // A home address (the first one becomes the default) and an office one.
  await root.getByRole('button', { name: du('addresses.add') }).click();
  await fillAddress(page, 'Lindenallee 4', '030 1234567', '10115');
  await root.getByRole('button', { name: du('addresses.add') }).click();
  await page
    .getByRole('dialog')
    .getByRole('radio', { name: du('addresses.types.office') })
    .check();
  await expect(
    page.getByRole('dialog').getByRole('textbox', { name: du('addresses.titleField') }),
  ).toHaveValue(du('addresses.types.office'));
  await fillAddress(page, 'Hafenstraße 9', '040 7654321', '20095');
  const home = root.getByRole('article', { name: du('addresses.types.home') });
  const office = root.getByRole('article', { name: du('addresses.types.office') });
  await expect(home.getByText(du('addresses.default'))).toBeVisible();
  await expect(office).toContainText('Hafenstraße 9');
  await expect(office).toContainText('Deutschland');

  // Edit the office address.
  await office.getByRole('button', { name: /Büro bearbeiten/ }).click();
  await fillAddress(page, 'Hafenstraße 11', '040 7654321');
  await expect(office).toContainText('Hafenstraße 11');

  // Make the office the default: now the home address can be deleted, after a confirmation.
  await expect(home.getByRole('button', { name: /löschen/ })).toHaveCount(0);
  await office.getByRole('button', { name: /als Standardadresse festlegen/ }).click();
  await expect(office.getByText(du('addresses.default'))).toBeVisible();
  await home.getByRole('button', { name: /löschen/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: du('addresses.delete') })
    .click();
  await expect(home).toHaveCount(0);
  await expect(office).toBeVisible();
  await page.reload();
  await expect(root.getByRole('article')).toHaveCount(1);
});

import type { Page } from '@playwright/test';
import type { Address } from '@shop/shared-contracts/api/entities';
import { createFreshShopper, signInAs } from './fixtures/fresh-shopper';
import {
  arrowTo,
  expectVisibleFocus,
  KEYBOARD_JOURNEY_TIMEOUT_MS,
  press,
  tabTo,
  typeInto,
  waitForToastsToClose,
} from './fixtures/keyboard';
import { API_URL, remoteRoot, useStoredLanguage } from './fixtures/shop';
import { wishlistProduct } from './fixtures/shopper-orders';
import { cartOf } from './fixtures/shopping';
import { expect, test } from './fixtures/test';

test.describe.configure({ timeout: KEYBOARD_JOURNEY_TIMEOUT_MS });

const account = (page: Page) => remoteRoot(page, 'account');
const tab = (page: Page, name: string) => account(page).getByRole('tab', { name });

/** Goes from the open tab to another with the arrow keys (the tabs are one Tab stop), Enter. */
async function openTab(page: Page, name: string) {
  await tabTo(page, account(page).locator('[role="tab"][aria-selected="true"]'), {
    backwards: true,
    max: 40,
  });
  await arrowTo(page, tab(page, name), 'ArrowDown');
  await press(page, 'Enter');
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
}

test('with the keyboard alone a shopper renames the profile, revokes another session, adds and edits an address and moves a wishlist item to the cart (du)', async ({
  page,
  request,
}) => {
  const shopper = await createFreshShopper(request, 'keyboard-account');
  // A second sign-in: the other session to revoke.
  const other = await request.post(`${API_URL}/v1/login`, {
    data: { email: shopper.email, password: shopper.password, remember_me: true },
  });
  expect(other.ok()).toBe(true);
  const { product, inStock: choice } = await wishlistProduct(request, shopper, 5);

  await useStoredLanguage(page, 'du');
  await signInAs(page, shopper);
  await page.goto('/my-account');

  // Profile name: type over it, Enter saves the form.
  const name = account(page).locator('#profile-name');
  await tabTo(page, name, { max: 40 });
  await typeInto(page, 'Tasta Tur');
  await press(page, 'Enter');
  await expect(page.getByText('Dein Profil wurde aktualisiert.')).toBeVisible();

  // The other session's sign-out button; focus stays in the list afterwards.
  const rows = account(page).getByTestId('device-row');
  await expect(rows).toHaveCount(2);
  await tabTo(page, rows.getByRole('button').filter({ hasNotText: 'Hier abmelden' }), { max: 20 });
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(1);
  await expect(account(page).getByRole('heading', { name: 'Sitzungen und Geräte' })).toBeFocused();
  await expectVisibleFocus(page);

  // Addresses: add one in the dialog; closing it gives focus back to its button.
  await openTab(page, 'Adressen');
  const add = account(page).getByRole('button', { name: 'Adresse hinzufügen' }).first();
  await waitForToastsToClose(page);
  await tabTo(page, add, { max: 10 });
  await press(page, 'Enter');
  const dialog = page.getByRole('dialog', { name: 'Neue Adresse' });
  // A new address has no country until the shopper picks one: typed into the closed list.
  const country = dialog.getByRole('combobox', { name: /Land/ });
  await tabTo(page, country, { max: 6 });
  await page.keyboard.type('Deutschland');
  await expect(country.locator('option:checked')).toHaveText('Deutschland');
  await tabTo(page, dialog.getByRole('textbox', { name: 'Straße und Hausnummer' }), { max: 3 });
  await page.keyboard.type('Tastenweg 1');
  await press(page, 'Tab');
  await page.keyboard.type('10115');
  await press(page, 'Tab');
  await page.keyboard.type('Berlin');
  await press(page, 'Tab');
  await page.keyboard.type('+49 30 5550000');
  await press(page, 'Enter');
  await expect(dialog).toBeHidden();
  const card = account(page).getByRole('article');
  await expect(card).toHaveCount(1);
  await waitForToastsToClose(page);
  await expectVisibleFocus(page);

  // Edit it: the city changes.
  const title = (await card.getAttribute('aria-label')) ?? '';
  const edit = account(page).getByRole('button', { name: `Adresse ${title} bearbeiten` });
  await tabTo(page, edit, { max: 10 });
  await press(page, 'Enter');
  const editing = page.getByRole('dialog', { name: 'Adresse bearbeiten' });
  await tabTo(page, editing.getByRole('textbox', { name: 'Ort' }), { max: 8 });
  await typeInto(page, 'Potsdam');
  await press(page, 'Enter');
  await expect(editing).toBeHidden();
  await expect(card).toContainText('Potsdam');
  await expect(edit).toBeFocused();
  const saved = await request.get(`${API_URL}/v1/address`, { headers: shopper.headers });
  const addresses = ((await saved.json()) as { data: Address[] }).data;
  expect(addresses.map((address) => address.city)).toEqual(['Potsdam']);

  // Wishlist: move the product to the cart.
  await openTab(page, 'Wunschliste');
  await tabTo(
    page,
    account(page).getByRole('button', { name: `${product.name_german} in den Warenkorb legen` }),
    { max: 10 },
  );
  await press(page, 'Enter');
  // With several variants in stock a dialog asks which; its list starts on the first.
  if (choice.length > 1) {
    const chooser = page.getByRole('dialog');
    await tabTo(page, chooser.getByRole('button', { name: 'In den Warenkorb' }), { max: 6 });
    await page.keyboard.press('Enter');
  }
  await expect(account(page).getByRole('article')).toHaveCount(0);
  // The card is gone; focus waits at the wishlist's heading.
  await expect(account(page).getByRole('heading', { name: 'Meine Wunschliste' })).toBeFocused();
  await expectVisibleFocus(page);
  await expect.poll(async () => (await cartOf(request, shopper)).length).toBe(1);
  const profile = await request.get(`${API_URL}/v1/profile`, { headers: shopper.headers });
  expect(JSON.stringify(await profile.json())).toContain('Tasta Tur');
});

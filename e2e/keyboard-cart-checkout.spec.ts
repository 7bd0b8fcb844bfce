import type { Page } from '@playwright/test';
import { createFreshShopper, signInAs } from './fixtures/fresh-shopper';
import {
  expectVisibleFocus,
  KEYBOARD_JOURNEY_TIMEOUT_MS,
  press,
  tabTo,
  typeInto,
  waitForToastsToClose,
} from './fixtures/keyboard';
import { API_URL, remoteRoot, useStoredLanguage } from './fixtures/shop';
import { addAddress, addToCart, cartOf, ordersOf, variantsInStock } from './fixtures/shopping';
import { expect, test } from './fixtures/test';

test.describe.configure({ timeout: KEYBOARD_JOURNEY_TIMEOUT_MS });

const root = (page: Page) => remoteRoot(page, 'cartCheckout');

test('with the keyboard alone a shopper changes and removes cart items (with undo), chooses address and shipping, redeems a coupon and orders (du)', async ({
  page,
  request,
}) => {
  const shopper = await createFreshShopper(request, 'keyboard-checkout');
  await addAddress(request, shopper);
  const second = await request.post(`${API_URL}/v1/address`, {
    headers: shopper.headers,
    data: {
      title: 'Büro',
      country_id: 1,
      address: 'Tastenweg 2',
      city: 'Hamburg',
      postal_code: '20095',
      phone_number: '+49 40 5550000',
      is_default: false,
    },
  });
  expect(second.ok(), await second.text()).toBe(true);
  const office = ((await second.json()) as { data: { id: number } }).data.id;
  // A shoe (the SCHUH15 coupon's seller), and two items of another seller, one to remove.
  const { shoe, other } = await variantsInStock(request, shopper);
  if (!shoe[0] || !other[0] || !other[1]) throw new Error('the seed lacks variants');
  await addToCart(request, shopper, shoe[0], 1);
  await addToCart(request, shopper, other[0], 1);
  const removed = await addToCart(request, shopper, other[1], 1);
  const removedName = removed.product.name_german;

  await useStoredLanguage(page, 'du');
  await signInAs(page, shopper);
  await page.goto('/card');
  const items = root(page).getByTestId('cart-item');
  await expect(items).toHaveCount(3);

  // One more of the first item: the plus button keeps focus while the change is saved.
  const firstName = (await items.first().getByRole('link').textContent()) ?? '';
  const plus = root(page).getByRole('button', { name: `Ein ${firstName} mehr` });
  await tabTo(page, plus, { max: 40 });
  await press(page, 'Enter');
  await expect(items.first().locator('output')).toHaveText('2');
  await expect(plus).toBeFocused();

  // Remove an item: focus goes on to a sensible place, not to the page's start.
  await tabTo(page, root(page).getByRole('button', { name: `${removedName} entfernen` }), {
    max: 20,
  });
  await press(page, 'Enter');
  await expect(items).toHaveCount(2);
  const rowLinkFocused = root(page).locator('[data-testid="cart-item"] a:focus');
  await expect(rowLinkFocused).toHaveCount(1);
  await expectVisibleFocus(page);
  // Alt+T (the toasts' key) reaches the toast and holds it open; its Undo puts the item back.
  await expect(page.getByText(`${removedName} wurde aus dem Warenkorb entfernt.`)).toBeVisible();
  await page.keyboard.press('Alt+T');
  await tabTo(page, page.getByRole('button', { name: 'Rückgängig' }), { max: 3 });
  await page.keyboard.press('Enter');
  await expect(items).toHaveCount(3);
  // The toast closes and focus goes back to where the shopper was before Alt+T.
  await expect(rowLinkFocused).toHaveCount(1);
  await expectVisibleFocus(page);

  await waitForToastsToClose(page);
  await tabTo(page, root(page).getByRole('link', { name: 'Weiter zur Kasse' }), { max: 60 });
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(root(page).getByTestId('summary-total')).toBeVisible();

  // Address and shipping are radio groups: Tab reaches the chosen one, an arrow changes it.
  await tabTo(page, root(page).getByRole('radio', { name: /^Zuhause/ }), { max: 40 });
  await press(page, 'ArrowDown');
  await expect(root(page).getByRole('radio', { name: /^Büro/ })).toBeChecked();
  await tabTo(page, root(page).locator('input[name="shipping"]:checked'), { max: 5 });
  await press(page, 'ArrowDown');
  await expect(root(page).getByRole('radio', { name: /^Express/ })).toBeChecked();

  await tabTo(page, root(page).getByRole('textbox', { name: 'Gutscheincode' }), { max: 20 });
  await typeInto(page, 'SCHUH15');
  await page.keyboard.press('Enter');
  await expect(root(page).getByText('Gutschein SCHUH15 eingelöst')).toBeVisible();
  // The locked field's focus moves to the button that now takes its place.
  await expect(root(page).getByRole('button', { name: 'Gutschein entfernen' })).toBeFocused();
  await expectVisibleFocus(page);

  await tabTo(page, root(page).getByTestId('place-order'), { max: 20 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order-confirmation\?id=\d+$/);
  await expect(page.getByText('Danke! Deine Bestellung ist eingegangen.')).toBeVisible();

  const [order] = await ordersOf(request, shopper);
  expect(order?.shipping_type).toBe('fast');
  expect(order?.coupon_code).toBe('SCHUH15');
  expect(order?.address.id).toBe(office);
  expect(await cartOf(request, shopper)).toEqual([]);
});

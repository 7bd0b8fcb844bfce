import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

const t = (key: string) => translation('cartCheckout', 'du', key);

// A visitor's cart is theirs to open without an account (decision 0017): an empty one says so
// and leads to the store; nothing sends them to sign-in.
test('a visitor opening the cart sees the empty cart and goes to the store', async ({ page }) => {
  await useStoredLanguage(page, 'du');
  await page.goto('/card');
  const cart = remoteRoot(page, 'cartCheckout');
  await expect(cart.getByText(t('cart.empty'))).toBeVisible();
  await expect(page).toHaveURL(/\/card$/);
  await expectNoSeriousA11yViolations(page);
  await cart.getByRole('link', { name: t('cart.toStore') }).click();
  await expect(page).toHaveURL(/\/store$/);
});

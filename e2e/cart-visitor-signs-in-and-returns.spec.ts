import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { createFreshShopper } from './fixtures/fresh-shopper';
import { remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { submitSignInForm } from './fixtures/sign-in-form';
import { expect, test } from './fixtures/test';

const t = (key: string) => translation('cartCheckout', 'du', key);

test('a visitor opening the cart signs in, comes back to the empty cart and goes to the store', async ({
  page,
  request,
}) => {
  const shopper = await createFreshShopper(request, 'cart-visitor');
  await useStoredLanguage(page, 'du');
  await page.goto('/card');
  await expect(page).toHaveURL(/\/signin\?returnTo=%2Fcard$/);
  await submitSignInForm(page, { email: shopper.email, password: shopper.password });

  await expect(page).toHaveURL(/\/card$/);
  const cart = remoteRoot(page, 'cartCheckout');
  await expect(cart.getByText(t('cart.empty'))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await cart.getByRole('link', { name: t('cart.toStore') }).click();
  await expect(page).toHaveURL(/\/store$/);
});

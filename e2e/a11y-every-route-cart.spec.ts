import {
  CART_ROUTES,
  checkVisits,
  expectContentShown,
  landingSignedIn,
  routeVisits,
  visitParameters,
} from './fixtures/a11y-route-visits';
import { a11yViolations } from './fixtures/axe';
import { createFreshShopper, signInAs } from './fixtures/fresh-shopper';
import { remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { addAddress, addToCart, variantsInStock } from './fixtures/shopping';
import { expect, test } from './fixtures/test';

// The cart routes need a cart this journey owns: a fresh shopper opens them with an empty cart,
// then with items of two sellers and an address, then opens the clear-cart dialog. No state may
// have an accessibility violation of any impact.
for (const language of ['du', 'ar'] as const) {
  test(`the cart, empty and filled, the checkout and the clear-cart dialog pass axe (${language})`, async ({
    page,
    request,
  }) => {
    test.slow();
    const visits = routeVisits(await visitParameters(request)).filter((visit) =>
      CART_ROUTES.has(visit.route),
    );
    const shopper = await createFreshShopper(request, 'a11y-cart');
    await useStoredLanguage(page, language);
    await signInAs(page, shopper);
    await page.setViewportSize({ width: 1280, height: 900 });
    const found = await checkVisits(page, visits, landingSignedIn, {
      language,
      state: 'signed in, empty cart',
    });

    const { shoe, other } = await variantsInStock(request, shopper);
    for (const pick of [shoe[0], other[0]]) {
      if (!pick) throw new Error('the seed lacks variants');
      await addToCart(request, shopper, pick, 1);
    }
    await addAddress(request, shopper);
    found.push(
      ...(await checkVisits(page, visits, (visit) => visit.lands ?? visit.path, {
        language,
        state: 'signed in, cart with items',
      })),
    );

    await page.goto('/card');
    await expectContentShown(page);
    const t = (key: string) => translation('cartCheckout', language, key);
    await remoteRoot(page, 'cartCheckout')
      .getByRole('button', { name: t('cart.clear') })
      .click();
    await expect(page.getByRole('dialog', { name: t('cart.clearTitle') })).toBeVisible();
    for (const violation of await a11yViolations(page)) {
      found.push(`/card (${language}, clear-cart dialog open) ${violation}`);
    }
    expect(found).toEqual([]);
  });
}

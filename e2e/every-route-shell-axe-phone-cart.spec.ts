import { createFreshShopper, signInAs } from './fixtures/fresh-shopper';
import { OPEN_UI } from './fixtures/open-ui';
import { planSweep, sweep } from './fixtures/route-sweep';
import {
  CART_ROUTES,
  landingSignedIn,
  type RouteVisit,
  routeVisits,
  visitParameters,
} from './fixtures/route-visits';
import { useStoredLanguage } from './fixtures/shop';
import { addAddress, addToCart, variantsInStock } from './fixtures/shopping';
import { expect, test } from './fixtures/test';

const landsAsAddressed = (visit: RouteVisit) => visit.lands ?? visit.path;

// The cart routes need a cart this journey owns: a fresh shopper opens them with an empty cart,
// the checkout with one item and no address yet, then all of them with items of two sellers and
// an address, and opens the clear-cart dialog. Each page renders in the shell, shows its content,
// passes axe at 1280 px (any impact) and fits a 320 px phone.
for (const language of ['du', 'ar'] as const) {
  test(`the cart, empty and filled, and the checkout land in the shell, pass axe and fit a phone (${language})`, async ({
    page,
    request,
  }) => {
    test.slow();
    const visits = routeVisits(await visitParameters(request)).filter((visit) =>
      CART_ROUTES.has(visit.route),
    );
    const shopper = await createFreshShopper(request, 'sweep-cart');
    await useStoredLanguage(page, language);
    await signInAs(page, shopper);
    const [empty = []] = planSweep(visits, landingSignedIn, 1);
    const found = await sweep(page, empty, { language, state: 'signed in, empty cart' });

    const { shoe, other } = await variantsInStock(request, shopper);
    if (!shoe[0] || !other[0]) throw new Error('the seed lacks variants');
    await addToCart(request, shopper, other[0], 1);
    const checkout = visits.filter((visit) => visit.route === 'checkout');
    const [oneItem = []] = planSweep(checkout, landsAsAddressed, 1);
    const state = 'signed in, one item, no address';
    found.push(...(await sweep(page, oneItem, { language, state })));

    await addToCart(request, shopper, shoe[0], 1);
    await addAddress(request, shopper);
    const [filled = []] = planSweep(visits, landsAsAddressed, 1);
    found.push(
      ...(await sweep(
        page,
        filled,
        { language, state: 'signed in, cart with items' },
        OPEN_UI.filledCart,
      )),
    );
    expect(found).toEqual([]);
  });
}

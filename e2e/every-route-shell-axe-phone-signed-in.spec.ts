import { OPEN_UI } from './fixtures/open-ui';
import { planSweep, sweep } from './fixtures/route-sweep';
import {
  CART_ROUTES,
  landingSignedIn,
  routeVisits,
  visitParameters,
} from './fixtures/route-visits';
import { signInAsDemoShopper, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

/** Journeys per language: each about 40 s on a busy two-core machine. */
const PARTS = 5;

// The parts are independent (each signs in on its own): both workers take them, instead of one
// worker walking all ten while the other idles at the end of the run (8 min for this file on CI).
test.describe.configure({ mode: 'parallel' });

// The demo shopper (orders, addresses, wishlist, wallet) opens every route but the cart's, which
// every-route-shell-axe-phone-cart opens with a cart of its own: each renders in the shell, shows
// its content, passes axe at 1280 px (any impact) and fits a 320 px phone; the phone menu, the
// address dialog and the product picture's full-screen view pass axe open.
for (const language of ['du', 'ar'] as const) {
  for (let part = 1; part <= PARTS; part++) {
    test(`every route lands in the shell, passes axe and fits a phone for the demo shopper (${language}, part ${part} of ${PARTS})`, async ({
      page,
      request,
    }) => {
      // A page load, axe and a resize per route: three times a journey's usual time.
      test.slow();
      const visits = routeVisits(await visitParameters(request)).filter(
        (visit) => !CART_ROUTES.has(visit.route),
      );
      const steps = planSweep(visits, landingSignedIn, PARTS, OPEN_UI.signedIn)[part - 1] ?? [];
      await useStoredLanguage(page, language);
      await signInAsDemoShopper(page, request);
      expect(await sweep(page, steps, { language, state: 'signed in' }, OPEN_UI.signedIn)).toEqual(
        [],
      );
    });
  }
}

import {
  CART_ROUTES,
  checkVisits,
  landingSignedIn,
  routeVisits,
  VISIT_PARTS,
  visitParameters,
  visitsPart,
} from './fixtures/a11y-route-visits';
import { signInAsDemoShopper, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

// The demo shopper (orders, addresses, wishlist, wallet) opens every route but the cart's, which
// a11y-every-route-cart checks with a cart of its own; no page may have an accessibility
// violation of any impact.
for (const language of ['du', 'ar'] as const) {
  for (const part of VISIT_PARTS) {
    test(`every route passes axe for the demo shopper (${language}, part ${part} of ${VISIT_PARTS.length})`, async ({
      page,
      request,
    }) => {
      // One page load and one axe run per route: three times a journey's usual time.
      test.slow();
      const visits = routeVisits(await visitParameters(request)).filter(
        (visit) => !CART_ROUTES.has(visit.route),
      );
      await useStoredLanguage(page, language);
      await signInAsDemoShopper(page, request);
      await page.setViewportSize({ width: 1280, height: 900 });
      const found = await checkVisits(page, visitsPart(visits, part), landingSignedIn, {
        language,
        state: 'signed in',
      });
      expect(found).toEqual([]);
    });
  }
}

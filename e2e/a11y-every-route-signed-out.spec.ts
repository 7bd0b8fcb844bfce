import {
  checkVisits,
  expectEveryRoute,
  landingSignedOut,
  routeVisits,
  VISIT_PARTS,
  visitParameters,
  visitsPart,
} from './fixtures/a11y-route-visits';
import { useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

// A visitor opens every route; signed-in-only ones must send to sign-in, and no page may have an
// accessibility violation of any impact.
for (const language of ['du', 'ar'] as const) {
  for (const part of VISIT_PARTS) {
    test(`every route passes axe for a visitor (${language}, part ${part} of ${VISIT_PARTS.length})`, async ({
      page,
      request,
    }) => {
      // One page load and one axe run per route: three times a journey's usual time.
      test.slow();
      const visits = routeVisits(await visitParameters(request));
      expectEveryRoute(visits);
      await useStoredLanguage(page, language);
      await page.setViewportSize({ width: 1280, height: 900 });
      const found = await checkVisits(page, visitsPart(visits, part), landingSignedOut, {
        language,
        state: 'signed out',
      });
      expect(found).toEqual([]);
    });
  }
}

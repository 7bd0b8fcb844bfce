import { OPEN_UI } from './fixtures/open-ui';
import { planSweep, sweep } from './fixtures/route-sweep';
import {
  expectEveryRoute,
  landingSignedOut,
  routeVisits,
  visitParameters,
} from './fixtures/route-visits';
import { useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

/** Journeys per language: each about 40 s on a busy two-core machine. */
const PARTS = 5;

// The parts are independent: both workers take them, instead of one worker walking all eight
// while the other idles at the end of the run (5 min for this file on CI); five parts since the cart opens to visitors.
test.describe.configure({ mode: 'parallel' });

// A visitor opens every route once: signed-in-only ones must send to sign-in; every other page
// renders in the shell, shows its content, passes axe at 1280 px (any impact) and fits a 320 px
// phone; the header's menus, the search suggestions and the store's filters pass axe open.
for (const language of ['du', 'ar'] as const) {
  for (let part = 1; part <= PARTS; part++) {
    test(`every route lands in the shell, passes axe and fits a phone for a visitor (${language}, part ${part} of ${PARTS})`, async ({
      page,
      request,
    }) => {
      // A page load, axe and a resize per route: three times a journey's usual time.
      test.slow();
      const visits = routeVisits(await visitParameters(request));
      expectEveryRoute(visits);
      const steps = planSweep(visits, landingSignedOut, PARTS, OPEN_UI.visitor)[part - 1] ?? [];
      await useStoredLanguage(page, language);
      expect(await sweep(page, steps, { language, state: 'signed out' }, OPEN_UI.visitor)).toEqual(
        [],
      );
    });
  }
}

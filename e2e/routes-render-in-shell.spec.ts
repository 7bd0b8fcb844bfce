import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { enterAs, everyRoute, SWEEP_STATES, sweepStateOf } from './fixtures/route-sweeps';
import { expectShell, remoteRoot, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

// Pages axe checks here; every route is checked by the a11y-every-route journeys, sign-in and
// sign-up also in their own journeys, with a form filled.
const A11Y_CHECKED = new Set(['/categories']);

for (const language of ['du', 'ar'] as const) {
  for (const state of SWEEP_STATES) {
    const routes = everyRoute().filter(
      (route) => route.remote && sweepStateOf(route.pattern) === state,
    );
    test(`every route renders its remote inside the header and footer (${language}, ${state})`, async ({
      page,
      request,
    }) => {
      // A page load per route, up to twenty in one journey.
      test.slow();
      await useStoredLanguage(page, language);
      await enterAs(state, page, request);
      for (const { pattern, path, remote } of routes) {
        if (!remote) continue;
        await page.goto(path);
        await expect(page, `${path} stays where it is`).toHaveURL(path);
        await expectShell(page);
        await expect(remoteRoot(page, remote), `${path} shows the ${remote} remote`).toBeVisible();
        if (A11Y_CHECKED.has(pattern)) {
          await page.waitForLoadState('networkidle');
          await expectNoSeriousA11yViolations(page);
        }
      }
    });
  }
}

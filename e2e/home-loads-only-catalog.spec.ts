import { REMOTE_ORIGINS, remoteRoot, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

test('the home page renders from the catalog remote alone; other remotes only get their entry preloaded', async ({
  page,
}) => {
  // Requests and finished downloads, in the order they happen.
  const events: string[] = [];
  page.on('request', (request) => events.push(`request ${request.url()}`));
  page.on('requestfinished', (request) => events.push(`finished ${request.url()}`));
  await useStoredLanguage(page, 'du');
  const others = Object.entries(REMOTE_ORIGINS)
    .filter(([name]) => name !== 'catalog')
    .map(([, origin]) => origin);
  const isOtherRemote = (url: string) => others.some((origin) => url.startsWith(origin));

  await page.goto('/');
  await expect(remoteRoot(page, 'catalog')).toBeVisible();
  await page.waitForLoadState('networkidle');

  // Nothing of another remote is asked for before the home page's own code has arrived.
  const homePageLoaded = events.findIndex(
    (event) =>
      event.startsWith(`finished ${REMOTE_ORIGINS.catalog}`) &&
      event.includes('__federation_expose_HomePage'),
  );
  expect(homePageLoaded).toBeGreaterThan(-1);
  const otherRequests = events
    .map((event, index) => ({ event, index }))
    .filter(({ event }) => event.startsWith('request ') && isOtherRemote(event.slice(8)));
  for (const { event, index } of otherRequests) {
    expect(index, event).toBeGreaterThan(homePageLoaded);
    // Once the browser is idle, the remotes the page links to have their manifest and entry
    // fetched (a click on such a link then needs only the page's own code), never a page's code.
    expect(new URL(event.slice(8)).pathname).toMatch(
      /^\/(mf-manifest\.json|static\/js\/[\w-]+\.[\da-f]+\.js)$/,
    );
  }
});

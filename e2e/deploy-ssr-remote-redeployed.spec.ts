import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES } from '@shop/shared-contracts/remotes/remote-manifest';
import {
  buildCatalogWithMarker,
  deployRelease,
  pointHostAt,
  shopSites,
  usualManifest,
} from './fixtures/deploy';
import { expect, test } from './fixtures/test';

// The catalog is redeployed while shoppers keep asking for documents: the render service sees the
// new configuration within a poll, starts fresh workers for it and switches to them. No document
// fails or falls back meanwhile, and the new release's text is in the server's HTML within 60 s.
// The release is deploy-independent-remote's (the same marker), built here only when this journey
// runs without that one.
const MARKER = ' · Release 2';
const RELEASE = 'catalog-release-2';
const site = 'deploy-host';
const usualCatalog = usualManifest(REMOTES.catalog.port);

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let releaseManifest = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const deployed = existsSync(join(shopSites().releasesDir, RELEASE));
  releaseManifest = deployRelease(RELEASE, deployed ? '' : await buildCatalogWithMarker(MARKER));
  await pointHostAt(site, 'catalog', usualCatalog);
});

test.afterAll(async () => {
  await pointHostAt(site, 'catalog', usualCatalog);
});

/** A document on a fresh connection: nginx's reload closes kept-alive ones, by design. */
async function documentOf(url: string) {
  const response = await fetch(url, { headers: { connection: 'close' } });
  return {
    status: response.status,
    render: response.headers.get('x-shop-render'),
    html: await response.text(),
  };
}

test('a remote redeployed while documents are asked for: none fails, the new text within 60 s', async () => {
  const host = shopSites().origins.deployHost;
  // The site's generation starts on its first request.
  await expect
    .poll(async () => (await documentOf(`${host}/?lang=de`)).render, { timeout: 30_000 })
    .toBe('server');
  expect((await documentOf(`${host}/?lang=de`)).html).not.toContain(MARKER);

  const problems: string[] = [];
  let running = true;
  const shoppers = Array.from({ length: 2 }, async (_, index) => {
    const path = index === 0 ? '/store?lang=de' : '/?lang=ar';
    while (running) {
      const { status, render } = await documentOf(`${host}${path}`).catch((error: Error) => ({
        status: 0,
        render: error.message,
      }));
      if (status !== 200 || render !== 'server') problems.push(`${path}: ${status} ${render}`);
    }
  });

  await pointHostAt(site, 'catalog', releaseManifest);
  await expect
    .poll(async () => (await documentOf(`${host}/?lang=de`)).html.includes(MARKER), {
      timeout: 60_000,
      intervals: [500],
    })
    .toBe(true);
  running = false;
  await Promise.all(shoppers);
  expect(problems).toEqual([]);
});

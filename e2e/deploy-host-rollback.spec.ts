import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Product } from '@shop/shared-contracts/api/entities';
import { REMOTES, type RemoteName } from '@shop/shared-contracts/remotes/remote-manifest';
import { type HostSite, pointHostAt, repoRoot, shopSites, usualManifest } from './fixtures/deploy';
import { createFreshShopper, type FreshShopper, signInAs } from './fixtures/fresh-shopper';
import { productFromApi } from './fixtures/product-page';
import { expectShell, header, type Language, remoteRoot, unavailablePanel } from './fixtures/shop';
import { expect, test } from './fixtures/test';

// The host rollback rule (docs/how-to/roll-back.md): past a platform release, the remotes built
// against the newer platform go back first, then the host. Both states of that rollback must be a
// working shop, and the pairing the rule forbids (the previous host with today's remotes) must be
// refused by the host's version check, each remote with its panel, the rest of the page working.
const WALKED: RemoteName[] = ['catalog', 'product', 'cartCheckout'];
const PACKAGE_OF: Record<string, string> = {
  catalog: 'mfe-catalog',
  product: 'mfe-product',
  cartCheckout: 'mfe-cart-checkout',
};

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.afterAll(async () => {
  for (const site of ['skew-host', 'previous-host'] as HostSite[])
    for (const remote of WALKED)
      await pointHostAt(site, remote, usualManifest(REMOTES[remote].port));
});

const previousManifest = (remote: RemoteName) =>
  `${shopSites().origins.releases}/previous-${PACKAGE_OF[remote]}/mf-manifest.json`;

/** A text of the previous release, read from the locale file it ships. */
function previousText(remote: RemoteName, language: Language, key: string): string {
  const file = join(
    shopSites().releasesDir,
    `previous-${PACKAGE_OF[remote]}`,
    'locales',
    language,
    `${remote}.json`,
  );
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)?.[part];
  if (typeof node !== 'string') throw new Error(`No text "${remote}:${key}" in ${file}.`);
  return node;
}

/** Language stored as a returning shopper's, for the site's own origin. */
async function useLanguageOn(page: Page, origin: string, language: Language) {
  await page.context().addCookies([{ name: 'shop-language', value: language, url: origin }]);
  await page.addInitScript((lng) => {
    if (!window.localStorage.getItem('i18nextLng')) window.localStorage.setItem('i18nextLng', lng);
  }, language);
}

/** home → a product of the home page (every variant in stock) → add to cart → the cart. */
async function walkToCart(
  page: Page,
  request: APIRequestContext,
  origin: string,
  language: Language,
  shopper: FreshShopper,
) {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await useLanguageOn(page, origin, language);
  await signInAs(page, shopper);
  await page.goto(`${origin}/`);
  await expectShell(page);
  const catalog = remoteRoot(page, 'catalog');
  const productLinks = catalog.locator('a[href^="/product/"]');
  // A remote the host refuses shows its panel at once: fail with the console's reason then.
  await expect(productLinks.or(unavailablePanel(page)).first()).toBeVisible({ timeout: 20_000 });
  expect(await unavailablePanel(page).count(), messages.join('\n')).toBe(0);
  const hrefs = await productLinks.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  let product: Product | undefined;
  for (const href of new Set(hrefs)) {
    const candidate = await productFromApi(request, Number(href.split('/')[2]));
    if (candidate.variants.every((variant) => !variant.is_out_of_stock && variant.stock > 0)) {
      product = candidate;
      break;
    }
  }
  if (!product) throw new Error('no product of the home page has every variant in stock');
  const name = language === 'du' ? product.name_german : product.name_arabic;
  await catalog.locator(`a[href="/product/${product.id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const addToCart = page.getByRole('button', {
    name: previousText('product', language, 'purchase.addToCart'),
  });
  await expect(addToCart).toBeEnabled();
  await addToCart.click();
  const badge = header(page).getByTestId('cart-badge');
  await expect(badge.locator('.MuiBadge-badge').first()).toHaveText('1');
  await badge.click();
  await expect(page).toHaveURL(/\/card$/);
  await expect(remoteRoot(page, 'cartCheckout').getByText(name).first()).toBeVisible();
  await expect(unavailablePanel(page)).toHaveCount(0);
}

const majorOf = (version: string) => version.split('.')[0];
const currentPlatform = JSON.parse(
  readFileSync(join(repoRoot, 'shared-platform', 'package.json'), 'utf8'),
).version as string;
// Past a major the rollback is one switch of everything (docs/how-to/roll-back.md): today's host
// refuses the previous remotes (deploy-version-skew.spec.ts checks their panels), so the state
// after "remotes first" exists only while the recorded release is of today's platform major.
const recorded = JSON.parse(
  readFileSync(join(repoRoot, 'deploy', 'previous-release', 'release.json'), 'utf8'),
) as { platformVersion: string };
const sameMajor = majorOf(recorded.platformVersion) === majorOf(currentPlatform);
const STATES = [
  ...(sameMajor
    ? [
        {
          title: 'the previous remotes on today’s host (step 1)',
          site: 'skew-host',
          origin: 'skewHost',
        } as const,
      ]
    : []),
  {
    title: 'the previous host with the previous remotes (rolled back)',
    site: 'previous-host',
    origin: 'previousHost',
  } as const,
];

for (const state of STATES) {
  test.describe(state.title, () => {
    test.beforeAll(async () => {
      expect(shopSites().previousRelease, 'deploy/previous-release is recorded').not.toBeNull();
      for (const remote of WALKED) await pointHostAt(state.site, remote, previousManifest(remote));
    });
    for (const language of ['du', 'ar'] as const) {
      test(`home → product → add to cart → cart in ${language}`, async ({ page, request }) => {
        const shopper = await createFreshShopper(request, `rollback-${language}`);
        await walkToCart(page, request, shopSites().origins[state.origin], language, shopper);
      });
    }
  });
}

test('the previous host refuses today’s remotes, each with its panel and a message', async ({
  page,
}) => {
  const { origins, previousRelease } = shopSites();
  await pointHostAt('previous-host', 'catalog', usualManifest(REMOTES.catalog.port));
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await useLanguageOn(page, origins.previousHost, 'du');
  await page.goto(`${origins.previousHost}/`);
  await expectShell(page);
  await expect(unavailablePanel(page)).toBeVisible();
  await expect(header(page).getByTestId('cart-badge')).toBeVisible();
  await expect
    .poll(() => messages.join('\n'))
    .toContain(`but this host provides ${previousRelease?.platformVersion}`);
});

import type { APIRequestContext } from '@playwright/test';
import type { ProductSearchResult } from '@shop/shared-contracts/api/entities';
import { productFromApi } from './fixtures/product-page';
import { API_URL, HOST_URL } from './fixtures/shop';
import { expect, test } from './fixtures/test';

/**
 * What a link preview (WhatsApp, Telegram, X: no JavaScript) and a crawler read from the HTML
 * alone: fetched with `request`, never rendered in the browser.
 */
const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

function tags(html: string, name: 'meta' | 'link') {
  return [...html.matchAll(new RegExp(`<${name}\\s([^>]*)>`, 'g'))].map(
    ([, attributes = '']) =>
      Object.fromEntries(
        [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key = '', value = '']) => [
          key,
          decode(value),
        ]),
      ) as Record<string, string>,
  );
}

const metaProperty = (html: string, property: string) =>
  tags(html, 'meta').find((tag) => tag.property === property)?.content;

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    ([, json = '']) => JSON.parse(json) as Record<string, unknown>,
  );
}

async function fetchDocument(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), headers: response.headers(), html: await response.text() };
}

/** Every product id the API lists, paged through its search. */
async function allProductIds(request: APIRequestContext): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const search = await request.get(`${API_URL}/v1/products/search?per_page=100&page=${page}`);
    const { products } = ((await search.json()) as { data: ProductSearchResult }).data;
    ids.push(...products.data.map((product) => product.id));
    if (products.data.length < 100) return ids;
  }
}

for (const [lang, name] of [
  ['ar', 'name_arabic'],
  ['de', 'name_german'],
] as const) {
  test(`a shared product link shows its name, picture and price without JavaScript (${lang})`, async ({
    request,
  }) => {
    const product = await productFromApi(request, 1);
    const { status, html } = await fetchDocument(request, `/product/1?lang=${lang}`);
    expect(status).toBe(200);
    expect(html).toContain(`<html lang="${lang}"`);
    expect(metaProperty(html, 'og:title')).toContain(product[name]);
    expect(metaProperty(html, 'og:image')).toMatch(/^https?:\/\//);
    const lowest = Math.min(...product.variants.map((variant) => variant.price)).toFixed(2);
    expect(metaProperty(html, 'product:price:amount')).toBe(lowest);
    const ld = jsonLd(html).find((item) => item['@type'] === 'Product');
    expect(ld).toMatchObject({
      name: product[name],
      offers: { price: lowest, priceCurrency: 'EUR' },
    });
    const alternates = tags(html, 'link').filter((tag) => tag.rel === 'alternate');
    expect(alternates.map((tag) => tag.hreflang).sort()).toEqual(['ar', 'de', 'x-default']);
    expect(alternates.find((tag) => tag.hreflang === 'ar')?.href).toMatch(/\/product\/1\?lang=ar$/);
  });
}

test('an unknown product answers 404 and the cart alias 301', async ({ request }) => {
  const missing = await fetchDocument(request, '/product/999999?lang=de');
  expect(missing.status).toBe(404);
  expect(tags(missing.html, 'meta').find((tag) => tag.name === 'robots')?.content).toBe('noindex');
  const alias = await fetchDocument(request, '/cart');
  expect(alias.status).toBe(301);
  expect(new URL(alias.headers.location ?? '', HOST_URL).pathname).toBe('/card');
});

test('the sitemap lists every product and category in German and Arabic', async ({ request }) => {
  const { status, headers, html: xml } = await fetchDocument(request, '/sitemap.xml');
  expect(status).toBe(200);
  expect(headers['content-type']).toContain('xml');
  expect(xml).toMatch(
    /^<\?xml [^>]*\?><urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/,
  );
  const locs = new Set(
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => decode(loc)),
  );
  const paths = new Set(
    [...locs].map((loc) => {
      const url = new URL(loc);
      return `${url.pathname}${url.search}`;
    }),
  );
  for (const id of await allProductIds(request)) {
    for (const lang of ['de', 'ar']) expect(paths).toContain(`/product/${id}?lang=${lang}`);
  }
  const categories = (await (await request.get(`${API_URL}/v1/categories`)).json()) as {
    data: { id: number; sub_categories: { id: number }[] }[];
  };
  for (const id of categories.data.flatMap((c) => [c.id, ...c.sub_categories.map((s) => s.id)])) {
    for (const lang of ['de', 'ar'])
      expect(paths).toContain(`/store?category_id=${id}&lang=${lang}`);
  }
  const robots = await fetchDocument(request, '/robots.txt');
  expect(robots.html).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { sitemapRoutes } from './sitemap-routes';
import { STUB_CATEGORIES, type StubShopApi, startStubShopApi } from './stub-shop-api';

const ORIGIN = 'https://shop.example';
// 230 products: three pages of the API's search at 100 a page.
const PRODUCT_IDS = Array.from({ length: 230 }, (_, index) => 1000 + index * 7);

const sitemapPackage = dirname(createRequire(import.meta.url).resolve('sitemap/package.json'));
const schemaFile = (fileName: string, dir: string) => ({
  fileName,
  contents: readFileSync(join(dir, fileName), 'utf8'),
});

async function validateSitemap(xml: string) {
  const testSchemas = join(import.meta.dirname, 'test-schema');
  return validateXML({
    xml: { fileName: 'sitemap.xml', contents: xml },
    schema: schemaFile('sitemap-with-alternates.xsd', testSchemas),
    preload: [
      schemaFile('sitemap.xsd', join(sitemapPackage, 'schema')),
      schemaFile('xhtml-link.xsd', testSchemas),
    ],
  });
}

let api: StubShopApi;
let app: FastifyInstance;

beforeEach(async () => {
  api = await startStubShopApi(PRODUCT_IDS);
  app = Fastify();
  await app.register(sitemapRoutes, { apiBaseUrl: () => `${api.url}/`, origin: `${ORIGIN}/` });
});

afterEach(async () => {
  await app.close();
  await api.close();
});

describe('GET /sitemap.xml', () => {
  it('is valid against the sitemap 0.9 schema', async () => {
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const result = await validateSitemap(response.body);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every product and category of the API in German and Arabic, with alternates', async () => {
    const xml = (await app.inject('/sitemap.xml')).body;
    const locs = new Set(
      [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]?.replaceAll('&amp;', '&')),
    );
    const categoryIds = STUB_CATEGORIES.flatMap((c) => [
      c.id,
      ...c.sub_categories.map((s) => s.id),
    ]);
    const paths = [
      ...['/', '/store', '/categories', '/best-sellers', '/terms', '/privacy'].map((path) =>
        path === '/' ? '/?' : `${path}?`,
      ),
      ...categoryIds.map((id) => `/store?category_id=${id}&`),
      ...PRODUCT_IDS.map((id) => `/product/${id}?`),
    ];
    for (const path of paths) {
      for (const lang of ['de', 'ar']) expect(locs).toContain(`${ORIGIN}${path}lang=${lang}`);
    }
    expect(locs.size).toBe(paths.length * 2);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="ar" href="${ORIGIN}/product/1007?lang=ar"/>`,
    );
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/product/1007"/>`,
    );
  });

  it('builds once per cache period', async () => {
    await app.inject('/sitemap.xml');
    const callsOfOneBuild = api.calls.length;
    expect(callsOfOneBuild).toBe(4); // categories and three pages of products
    await Promise.all([app.inject('/sitemap.xml'), app.inject('/sitemap.xml')]);
    expect(api.calls.length).toBe(callsOfOneBuild);
  });

  it('answers 503 when the API cannot be read and nothing is cached', async () => {
    await api.close();
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(503);
    expect(response.body).not.toContain('127.0.0.1');
  });
});

describe('GET /robots.txt', () => {
  it('allows the shop, keeps crawlers out of signed-in pages and names the sitemap', async () => {
    const response = await app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/card',
      '/cart',
      '/checkout',
      '/my-account',
      '/orders',
      '/profile/addresses',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

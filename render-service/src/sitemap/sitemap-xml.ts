import { Readable } from 'node:stream';
import { LANGUAGE_PARAM } from '@shop/shared-contracts/render/document-language';
import { ROUTE_PATTERNS, routes } from '@shop/shared-contracts/routes';
import { type SitemapItemLoose, SitemapStream, streamToPromise } from 'sitemap';
import type { CatalogIds } from './shop-catalog';

/** A sitemap file holds at most 50,000 URLs; the shop has no sitemap index (yet). */
export const SITEMAP_URL_LIMIT = 50_000;

/** The languages crawlers can fetch, as the `lang` parameter writes them. */
const LANGUAGES = ['de', 'ar'] as const;

/** Public pages without ids; everything signed-in stays out. */
const STATIC_PATHS = [
  ROUTE_PATTERNS.home,
  ROUTE_PATTERNS.store,
  ROUTE_PATTERNS.categories,
  ROUTE_PATTERNS.bestSellers,
  ROUTE_PATTERNS.terms,
  ROUTE_PATTERNS.privacy,
];

function withLanguage(origin: string, path: string, language: string | null): string {
  const url = new URL(path, origin);
  if (language) url.searchParams.set(LANGUAGE_PARAM, language);
  return url.href;
}

/** One entry per page and language, each naming the page's other language and the default. */
function entriesOf(origin: string, path: string): SitemapItemLoose[] {
  const links = [
    ...LANGUAGES.map((lang) => ({ lang, url: withLanguage(origin, path, lang) })),
    { lang: 'x-default', url: withLanguage(origin, path, null) },
  ];
  return LANGUAGES.map((lang) => ({ url: withLanguage(origin, path, lang), links }));
}

/** Pages per language: how many products fit beside the static pages and categories. */
export function productRoom(categoryCount: number): number {
  return Math.floor(SITEMAP_URL_LIMIT / LANGUAGES.length) - STATIC_PATHS.length - categoryCount;
}

export async function sitemapXml(origin: string, { categoryIds, productIds }: CatalogIds) {
  const paths = [
    ...STATIC_PATHS,
    ...categoryIds.map((id) => routes.store({ category_id: id })),
    ...productIds.slice(0, Math.max(0, productRoom(categoryIds.length))).map(routes.product),
  ];
  const stream = new SitemapStream({
    hostname: origin,
    xmlns: { xhtml: true, news: false, image: false, video: false },
  });
  const xml = await streamToPromise(
    Readable.from(paths.flatMap((path) => entriesOf(origin, path))).pipe(stream),
  );
  return xml.toString('utf8');
}

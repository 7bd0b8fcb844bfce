import { type Language, languageTag } from '@shop/shared-contracts/i18n/languages';
import { LANGUAGE_PARAM } from '@shop/shared-contracts/render/document-language';
import { ROUTE_PATTERNS } from '@shop/shared-contracts/routes';

/**
 * Query parameters that change what a page shows, per path, in the order a canonical URL lists
 * them. Anything else (tracking tags, `returnTo`, a reset token) is left out of the URLs a page
 * announces, so crawlers see one address per content and secrets never reach the HTML.
 */
const CONTENT_PARAMS: Readonly<Record<string, readonly string[]>> = {
  [ROUTE_PATTERNS.store]: [
    'category_id',
    'q',
    'vendor_id',
    'color',
    'size',
    'price_from',
    'price_to',
    'sort_by',
    'page',
  ],
  [ROUTE_PATTERNS.myAccount]: ['tab'],
};

/** Values equal to what the page shows without the parameter. */
const DEFAULT_VALUES: Readonly<Record<string, string>> = { page: '1', sort_by: 'newest' };

/** `/shop` and `/category/:id` show the store: they announce the store's own address. */
function contentPath(pathname: string, params: URLSearchParams): string {
  if (pathname === ROUTE_PATTERNS.shop) return ROUTE_PATTERNS.store;
  const category = /^\/category\/(\d+)\/?$/.exec(pathname);
  if (category?.[1]) {
    params.set('category_id', category[1]);
    return ROUTE_PATTERNS.store;
  }
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Path and content parameters of a page, without any language. */
export function contentUrl(pathname: string, search: string): { path: string; query: string } {
  const given = new URLSearchParams(search);
  const path = contentPath(pathname, given);
  const kept = new URLSearchParams();
  for (const name of CONTENT_PARAMS[path] ?? []) {
    for (const value of given.getAll(name)) {
      if (value === '' || DEFAULT_VALUES[name] === value) continue;
      kept.append(name, value);
    }
  }
  return { path, query: kept.toString() };
}

/** The page's absolute URL in `language` (`?lang=de|ar|en`), or without language when null. */
export function pageUrl(
  origin: string,
  pathname: string,
  search: string,
  language: Language | null,
): string {
  const { path, query } = contentUrl(pathname, search);
  const params = new URLSearchParams(query);
  if (language) params.set(LANGUAGE_PARAM, languageTag(language));
  const text = params.toString();
  return `${origin.replace(/\/+$/, '')}${path}${text ? `?${text}` : ''}`;
}

/** The `hreflang` alternates: German, Arabic, and the address without language as default. */
export function alternateUrls(origin: string, pathname: string, search: string) {
  return [
    { hreflang: 'de', href: pageUrl(origin, pathname, search, 'du') },
    { hreflang: 'ar', href: pageUrl(origin, pathname, search, 'ar') },
    { hreflang: 'x-default', href: pageUrl(origin, pathname, search, null) },
  ] as const;
}

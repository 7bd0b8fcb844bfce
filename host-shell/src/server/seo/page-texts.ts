import { localizedDescription, localizedName } from '@shop/shared-contracts/format/localized';
import { ROUTE_PATTERNS } from '@shop/shared-contracts/routes';
import { routeTitleKey } from '../../app/route-titles';
import { pageUrl } from './page-url';
import { descriptionKey, shortenText } from './route-seo';
import type { SeoInput } from './seo-input';

/** The document title: the route's (as the browser sets it), a product's or category's name. */
export function pageTitle({ pathname, status, product, category, language, t }: SeoInput): string {
  const titled = (page: string) => t('pageTitle.format', { page });
  if (status === 404) return titled(t('pageTitle.notFound'));
  if (product) return titled(localizedName(product, language));
  if (category && isStore(pathname)) return titled(category.name);
  const key = routeTitleKey(pathname);
  return key ? titled(t(key)) : t('brand.title');
}

/** The meta description: a product's own text, else the route's text in `seo.description`. */
export function pageDescription(input: SeoInput): string {
  const { pathname, search, status, product, category, language, t } = input;
  if (status === 404) return t('seo.description.notFound');
  if (product) {
    const own = shortenText(localizedDescription(product, language));
    return own || t('seo.description.product', { name: localizedName(product, language) });
  }
  if (isStore(pathname)) {
    if (category) return t('seo.description.category', { category: category.name });
    const query = new URLSearchParams(search).get('q')?.trim();
    if (query) return t('seo.description.search', { query: shortenText(query, 80) });
  }
  return t(descriptionKey(pathname));
}

/** Home, then the category path, then the product: each with its URL in the page's language. */
export function breadcrumbs(input: SeoInput): { name: string; url: string }[] {
  const { origin, language, product, category, t } = input;
  const url = (path: string, search = '') => pageUrl(origin, path, search, language);
  const categoryCrumbs = (path: { id: number; name: string }[]) =>
    path.map(({ id, name }) => ({ name, url: url(ROUTE_PATTERNS.store, `?category_id=${id}`) }));
  const home = { name: t('seo.breadcrumbHome'), url: url(ROUTE_PATTERNS.home) };
  if (product) {
    const path = category
      ? [...category.parents, category]
      : [{ id: product.category.id, name: localizedName(product.category, language) }];
    const self = { name: localizedName(product, language), url: url(input.pathname) };
    return [home, ...categoryCrumbs(path), self];
  }
  if (category && isStore(input.pathname)) {
    return [home, ...categoryCrumbs([...category.parents, category])];
  }
  return [];
}

function isStore(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === ROUTE_PATTERNS.store;
}

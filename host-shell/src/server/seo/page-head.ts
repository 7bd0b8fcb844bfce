/**
 * The `<head>` tags that make a page findable and shareable: title, description, canonical and
 * language alternates, Open Graph and Twitter cards (link previews run no JavaScript) and
 * JSON-LD. The server render calls `pageHead`; every value is escaped here.
 */
import type { Language } from '@shop/shared-contracts/i18n/languages';
import { routeTitleKey } from '../../app/route-titles';
import { escapeHtml, jsonForScript } from './html-escape';
import { breadcrumbs, pageDescription, pageTitle } from './page-texts';
import { alternateUrls, pageUrl } from './page-url';
import { productImageUrl, productPrice } from './product-facts';
import { isPrivatePage } from './route-seo';
import type { SeoInput } from './seo-input';
import {
  breadcrumbJsonLd,
  organizationJsonLd,
  productJsonLd,
  webSiteJsonLd,
} from './structured-data';

export type { CategoryPath, ProductDetails, SeoInput } from './seo-input';

const OG_LOCALES: Record<Language, string> = { du: 'de_DE', ar: 'ar_SA', en: 'en_US' };

const meta = (name: string, content: string) =>
  `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}">`;
const property = (name: string, content: string) =>
  `<meta property="${escapeHtml(name)}" content="${escapeHtml(content)}">`;
const link = (rel: string, href: string, hreflang?: string) =>
  `<link rel="${rel}"${hreflang ? ` hreflang="${escapeHtml(hreflang)}"` : ''} href="${escapeHtml(href)}">`;
const jsonLd = (value: unknown) =>
  `<script type="application/ld+json">${jsonForScript(value)}</script>`;

export function pageHead(input: SeoInput): string {
  const { origin: rawOrigin, pathname, search, language, status, product, t } = input;
  const origin = rawOrigin.replace(/\/+$/, '');
  // A path no route matches is a not-found page even if the caller's status missed it.
  const notFound = status === 404 || routeTitleKey(pathname) === 'pageTitle.notFound';
  const title = pageTitle(input);
  const description = pageDescription(input);
  const url = pageUrl(origin, pathname, search, language);
  const image = product ? productImageUrl(product, input.storageBaseUrl) : null;
  const siteName = t('brand.name');

  const tags = [`<title>${escapeHtml(title)}</title>`, meta('description', description)];
  if (notFound || isPrivatePage(pathname)) tags.push(meta('robots', 'noindex'));
  if (!notFound) {
    tags.push(link('canonical', url));
    for (const alternate of alternateUrls(origin, pathname, search)) {
      tags.push(link('alternate', alternate.href, alternate.hreflang));
    }
  }

  tags.push(
    property('og:type', product ? 'product' : 'website'),
    property('og:site_name', siteName),
    property('og:title', title),
    property('og:description', description),
    property('og:locale', OG_LOCALES[language]),
    ...(['du', 'ar'] as const)
      .filter((other) => other !== language)
      .map((other) => property('og:locale:alternate', OG_LOCALES[other])),
  );
  if (!notFound) tags.push(property('og:url', url));
  if (image) tags.push(property('og:image', image));
  if (product) {
    tags.push(
      property('product:price:amount', productPrice(product)),
      property('product:price:currency', 'EUR'),
    );
  }
  tags.push(
    meta('twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('twitter:title', title),
    meta('twitter:description', description),
  );
  if (image) tags.push(meta('twitter:image', image));

  if (!notFound) tags.push(...structuredData(input, url, origin, siteName));
  return tags.join('');
}

function structuredData(input: SeoInput, url: string, origin: string, siteName: string) {
  const { product, language, pathname } = input;
  const scripts: string[] = [];
  if (product) {
    scripts.push(
      jsonLd(productJsonLd({ product, language, url, storageBaseUrl: input.storageBaseUrl })),
    );
  }
  const crumbs = breadcrumbs(input);
  if (crumbs.length > 0) scripts.push(jsonLd(breadcrumbJsonLd(crumbs)));
  if (pathname === '/') {
    scripts.push(
      jsonLd(organizationJsonLd(siteName, origin)),
      jsonLd(webSiteJsonLd(siteName, url, origin, language)),
    );
  }
  return scripts;
}

/**
 * schema.org objects a page carries as JSON-LD: what search engines show as rich results
 * (price, stock and stars of a product, the breadcrumb path, the site's search box).
 */
import { localizedDescription, localizedName } from '@shop/shared-contracts/format/localized';
import type { Language } from '@shop/shared-contracts/i18n/languages';
import { languageTag } from '@shop/shared-contracts/i18n/languages';
import { productImageUrl, productInStock, productPrice, sellerName } from './product-facts';
import type { ProductDetails } from './seo-input';

const CONTEXT = 'https://schema.org';

export interface ProductFacts {
  product: ProductDetails;
  language: Language;
  url: string;
  storageBaseUrl: string;
}

export function productJsonLd({ product, language, url, storageBaseUrl }: ProductFacts) {
  const seller = sellerName(product, language);
  const image = productImageUrl(product, storageBaseUrl);
  const rated = product.reviews_count > 0 && product.average_rating > 0;
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: localizedName(product, language),
    description: localizedDescription(product, language),
    sku: String(product.id),
    url,
    ...(image ? { image: [image] } : {}),
    category: localizedName(product.category, language),
    ...(seller ? { brand: { '@type': 'Brand', name: seller } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: productPrice(product),
      priceCurrency: 'EUR',
      availability: `${CONTEXT}/${productInStock(product) ? 'InStock' : 'OutOfStock'}`,
      itemCondition: `${CONTEXT}/NewCondition`,
      ...(seller ? { seller: { '@type': 'Organization', name: seller } } : {}),
    },
    ...(rated
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(product.average_rating * 10) / 10,
            reviewCount: product.reviews_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** `crumbs` in order from the home page to the page itself. */
export function breadcrumbJsonLd(crumbs: readonly { name: string; url: string }[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export function organizationJsonLd(name: string, origin: string) {
  return { '@context': CONTEXT, '@type': 'Organization', name, url: `${origin}/` };
}

/** The site with its search box: a search engine may send its searches to the store. */
export function webSiteJsonLd(name: string, homeUrl: string, origin: string, language: Language) {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name,
    url: homeUrl,
    inLanguage: languageTag(language),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/store?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

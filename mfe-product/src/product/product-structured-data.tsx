import type { Product, Variant } from '@shop/shared-contracts/api/entities';
import { useProductRating } from './use-product-rating';
import { isInStock } from './variants/variant-selection';

/** The schema.org `Product` a search engine reads: name, pictures, offers and rating. */
export function productJsonLd(
  product: Product,
  names: { name: string; description: string; category: string },
  pageUrl: string,
  rating: { average: number; count: number },
): Record<string, unknown> {
  const offer = (variant: Variant) => ({
    '@type': 'Offer',
    sku: String(variant.id),
    price: variant.price.toFixed(2),
    priceCurrency: 'EUR',
    availability: isInStock(variant)
      ? 'https://schema.org/InStock'
      : 'https://schema.org/OutOfStock',
    url: `${pageUrl}?variant=${variant.id}`,
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: names.name,
    description: names.description,
    sku: String(product.id),
    image: product.images.map((image) => image.url),
    category: names.category,
    offers: product.variants.map(offer),
    ...(rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/**
 * JSON in a `<script>` data block: `<` is written as `\u003c`, so no text of the product (a
 * name holding `</script>`) can end the block early and run as HTML.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The product's schema.org data block, with its rating as the reviews give it. */
export function ProductStructuredData({
  product,
  names,
  pageUrl,
}: {
  product: Product;
  names: { name: string; description: string; category: string };
  pageUrl: string;
}) {
  const data = productJsonLd(product, names, pageUrl, useProductRating(product));
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every `<` escaped, see jsonForScript
      dangerouslySetInnerHTML={{ __html: jsonForScript(data) }}
    />
  );
}
